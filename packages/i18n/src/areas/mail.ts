import { defineArea } from '../area.ts';

/**
 * Built-in e-mails the server sends when the company has no template of its own for the kind and the
 * user's language. Placeholders: fullName, username, password, companyName, email, link, minutes, hours.
 */
export const mailTexts = defineArea({
  en: {
    mail: {
      welcome: {
        subject: 'Welcome to {{companyName}}',
        body: [
          'Dear {{fullName}},',
          '',
          'Thank you for registering with {{companyName}}. Your account is ready.',
          '',
          'Username: {{username}}',
          'Password: {{password}}',
          '',
          'Log in here: {{link}}',
          '',
          'Please keep this e-mail in a safe place, or delete it once you have logged in.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      resetPassword: {
        subject: '{{companyName}}: reset your password',
        body: [
          'Dear {{fullName}},',
          '',
          'We received a request to reset the password of your {{companyName}} account ({{username}}).',
          'Open this link within {{minutes}} minutes to choose a new password. It works only once.',
          '',
          '{{link}}',
          '',
          'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      changeEmail: {
        subject: '{{companyName}}: confirm your new e-mail address',
        body: [
          'Dear {{fullName}},',
          '',
          'You asked to use {{email}} as the e-mail address of your {{companyName}} account ({{username}}).',
          'Open this link within {{hours}} hours to confirm the change. It works only once.',
          '',
          '{{link}}',
          '',
          'If you did not ask for this, ignore this e-mail: nothing changes.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
    },
  },
  ja: {
    mail: {
      welcome: {
        subject: '{{companyName}}へようこそ',
        body: [
          '{{fullName}} 様',
          '',
          '{{companyName}}にご登録いただきありがとうございます。アカウントの準備が整いました。',
          '',
          'ユーザー名：{{username}}',
          'パスワード：{{password}}',
          '',
          'ログインはこちら：{{link}}',
          '',
          'このメールは大切に保管するか、ログイン後に削除してください。',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      resetPassword: {
        subject: '{{companyName}}：パスワードの再設定',
        body: [
          '{{fullName}} 様',
          '',
          '{{companyName}}のアカウント（{{username}}）のパスワード再設定のご依頼を受け付けました。',
          '{{minutes}}分以内に次のリンクを開き、新しいパスワードを設定してください。リンクは一度だけ使えます。',
          '',
          '{{link}}',
          '',
          'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      changeEmail: {
        subject: '{{companyName}}：新しいメールアドレスの確認',
        body: [
          '{{fullName}} 様',
          '',
          '{{companyName}}のアカウント（{{username}}）のメールアドレスを {{email}} に変更するご依頼を受け付けました。',
          '{{hours}}時間以内に次のリンクを開き、変更を確定してください。リンクは一度だけ使えます。',
          '',
          '{{link}}',
          '',
          'お心当たりのない場合は、このメールを破棄してください。何も変更されません。',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
    },
  },
  vn: {
    mail: {
      welcome: {
        subject: 'Chào mừng bạn đến với {{companyName}}',
        body: [
          'Kính gửi {{fullName}},',
          '',
          'Cảm ơn bạn đã đăng ký tại {{companyName}}. Tài khoản của bạn đã sẵn sàng.',
          '',
          'Tên đăng nhập: {{username}}',
          'Mật khẩu: {{password}}',
          '',
          'Đăng nhập tại: {{link}}',
          '',
          'Vui lòng giữ e-mail này ở nơi an toàn, hoặc xóa nó sau khi đã đăng nhập.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      resetPassword: {
        subject: '{{companyName}}: đặt lại mật khẩu',
        body: [
          'Kính gửi {{fullName}},',
          '',
          'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản {{companyName}} của bạn ({{username}}).',
          'Hãy mở liên kết sau trong vòng {{minutes}} phút để chọn mật khẩu mới. Liên kết chỉ dùng được một lần.',
          '',
          '{{link}}',
          '',
          'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn không thay đổi.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
      changeEmail: {
        subject: '{{companyName}}: xác nhận địa chỉ e-mail mới',
        body: [
          'Kính gửi {{fullName}},',
          '',
          'Bạn đã yêu cầu dùng {{email}} làm địa chỉ e-mail cho tài khoản {{companyName}} của bạn ({{username}}).',
          'Hãy mở liên kết sau trong vòng {{hours}} giờ để xác nhận thay đổi. Liên kết chỉ dùng được một lần.',
          '',
          '{{link}}',
          '',
          'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: không có gì thay đổi.',
          '',
          '{{companyName}}',
        ].join('\n'),
      },
    },
  },
});
