import { defineArea } from '../area.ts';

/**
 * Texts added with the account-flow fixes: the portal host's root page, the links of the
 * 404 page, and the reset page's early link check. Merged deeply with the other areas.
 */
export const accountFlowTexts = defineArea({
  en: {
    shell: {
      notFound: { home: 'Home', search: 'Search' },
      portals: {
        title: 'Hondana',
        neutral: 'There is no library at this address. Please use the link your library gave you.',
        demoIntro: 'Demo data is on. Choose a demo library to try the portal:',
        demoList: 'Demo libraries',
        admin: 'Administration site',
        adminIntro: 'Staff log in to the administration site.',
      },
    },
    accounts: {
      reset: {
        checking: 'Checking your link…',
        linkInvalid: 'This link can no longer be used',
        linkInvalidHelp: 'Reset links work once and for 60 minutes. Ask for a new one and we will e-mail it.',
      },
    },
  },
  ja: {
    shell: {
      notFound: { home: 'ホーム', search: '検索' },
      portals: {
        title: 'Hondana',
        neutral:
          'このアドレスにはライブラリがありません。ご利用のライブラリから案内されたリンクをお使いください。',
        demoIntro: 'デモデータが有効です。試したいデモライブラリを選んでください。',
        demoList: 'デモライブラリ',
        admin: '管理サイト',
        adminIntro: 'スタッフの方は管理サイトからログインしてください。',
      },
    },
    accounts: {
      reset: {
        checking: 'リンクを確認しています…',
        linkInvalid: 'このリンクは使用できません',
        linkInvalidHelp:
          'パスワード再設定のリンクは1回限り、60分間有効です。リンクを再発行すると、メールでお送りします。',
      },
    },
  },
  vn: {
    shell: {
      notFound: { home: 'Trang chủ', search: 'Tìm kiếm' },
      portals: {
        title: 'Hondana',
        neutral:
          'Không có thư viện nào ở địa chỉ này. Vui lòng dùng đường liên kết mà thư viện của bạn đã cung cấp.',
        demoIntro: 'Dữ liệu mẫu đang bật. Hãy chọn một thư viện mẫu để dùng thử:',
        demoList: 'Thư viện mẫu',
        admin: 'Trang quản trị',
        adminIntro: 'Nhân viên đăng nhập tại trang quản trị.',
      },
    },
    accounts: {
      reset: {
        checking: 'Đang kiểm tra liên kết…',
        linkInvalid: 'Liên kết này không còn dùng được',
        linkInvalidHelp:
          'Liên kết đặt lại mật khẩu chỉ dùng được một lần và trong 60 phút. Hãy yêu cầu liên kết mới, chúng tôi sẽ gửi qua email.',
      },
    },
  },
});
