import { defineArea } from '../area.ts';

/**
 * The mail of an account an administrator created: a link to choose its first password, never a
 * password. `reader` opens the portal's page, `staff` the administration site's. Placeholders:
 * fullName, username, companyName, link, days. Merged under `mail` with the other built-in mails.
 */
export const invitationMailTexts = defineArea({
  en: {
    mail: {
      invitation: {
        reader: {
          subject: '{{companyName}}: your account is ready, set your password',
          body: [
            'Dear {{fullName}},',
            '',
            'An account of {{companyName}} was created for you (username: {{username}}).',
            'Open this link within {{days}} days to choose your password. It works only once:',
            '',
            '{{link}}',
            '',
            'If the link has expired, ask your administrator for a new one, or use "Forgot your password?" on the login page.',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        staff: {
          subject: '{{companyName}}: your administrator account, set your password',
          body: [
            'Dear {{fullName}},',
            '',
            'An administrator account of {{companyName}} was created for you ({{username}}).',
            'Open this link within {{days}} days to choose your password and log in to the administration site. It works only once:',
            '',
            '{{link}}',
            '',
            'If the link has expired, ask the person who invited you for a new one.',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
  ja: {
    mail: {
      invitation: {
        reader: {
          subject: '{{companyName}}：アカウントのご案内（パスワードの設定）',
          body: [
            '{{fullName}}様',
            '',
            '{{companyName}}のアカウントを作成しました（ユーザー名：{{username}}）。',
            '{{days}}日以内に次のリンクを開き、パスワードを設定してください。リンクは一度だけ使えます。',
            '',
            '{{link}}',
            '',
            'リンクの期限が切れた場合は、管理者に再送を依頼するか、ログイン画面の「パスワードをお忘れの方」をご利用ください。',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        staff: {
          subject: '{{companyName}}：管理者アカウントのご案内（パスワードの設定）',
          body: [
            '{{fullName}}様',
            '',
            '{{companyName}}の管理者アカウントを作成しました（{{username}}）。',
            '{{days}}日以内に次のリンクを開いてパスワードを設定し、管理サイトにログインしてください。リンクは一度だけ使えます。',
            '',
            '{{link}}',
            '',
            'リンクの期限が切れた場合は、招待した担当者に再送を依頼してください。',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
  vn: {
    mail: {
      invitation: {
        reader: {
          subject: '{{companyName}}: tài khoản của bạn đã sẵn sàng, hãy đặt mật khẩu',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Một tài khoản {{companyName}} đã được tạo cho bạn (tên đăng nhập: {{username}}).',
            'Hãy mở liên kết sau trong vòng {{days}} ngày để chọn mật khẩu. Liên kết chỉ dùng được một lần:',
            '',
            '{{link}}',
            '',
            'Nếu liên kết đã hết hạn, hãy nhờ quản trị viên gửi lại, hoặc dùng "Quên mật khẩu?" ở trang đăng nhập.',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        staff: {
          subject: '{{companyName}}: tài khoản quản trị của bạn, hãy đặt mật khẩu',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Một tài khoản quản trị {{companyName}} đã được tạo cho bạn ({{username}}).',
            'Hãy mở liên kết sau trong vòng {{days}} ngày để chọn mật khẩu và đăng nhập vào trang quản trị. Liên kết chỉ dùng được một lần:',
            '',
            '{{link}}',
            '',
            'Nếu liên kết đã hết hạn, hãy nhờ người đã mời bạn gửi lại.',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
});
