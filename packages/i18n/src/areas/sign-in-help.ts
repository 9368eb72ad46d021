import { defineArea } from '../area.ts';

/**
 * First-paint texts of the sign-in help: whom a suspended account asks, the admin login's
 * forgotten-password link, and the console's "choose a company" notice.
 * Merged deeply with the other areas.
 */
export const signInHelpTexts = defineArea({
  en: {
    accounts: {
      login: {
        suspended: 'This account is suspended. To use it again, please contact {{email}}.',
        suspendedNoContact: 'This account is suspended. To use it again, please contact your administrator.',
      },
      admin: {
        forgotPassword: 'Forgot your password?',
        companyFirst: {
          title: 'Choose a company first',
          text: 'This page shows the data of one company, and the system administrator belongs to none. Until the console lets you choose a company, log in with that company’s administrator account to work on it.',
        },
      },
    },
  },
  ja: {
    accounts: {
      login: {
        suspended: 'このアカウントは利用停止中です。再開については{{email}}までお問い合わせください。',
        suspendedNoContact: 'このアカウントは利用停止中です。再開については管理者にお問い合わせください。',
      },
      admin: {
        forgotPassword: 'パスワードをお忘れの方',
        companyFirst: {
          title: '先に企業を選択してください',
          text: 'このページは1つの企業のデータを表示しますが、システム管理者はどの企業にも属していません。管理画面で企業を選択できるようになるまでは、その企業の管理者アカウントでログインして操作してください。',
        },
      },
    },
  },
  vn: {
    accounts: {
      login: {
        suspended: 'Tài khoản này đang bị tạm ngưng. Để sử dụng lại, vui lòng liên hệ {{email}}.',
        suspendedNoContact:
          'Tài khoản này đang bị tạm ngưng. Để sử dụng lại, vui lòng liên hệ quản trị viên.',
      },
      admin: {
        forgotPassword: 'Quên mật khẩu?',
        companyFirst: {
          title: 'Hãy chọn công ty trước',
          text: 'Trang này hiển thị dữ liệu của một công ty, còn quản trị viên hệ thống không thuộc công ty nào. Cho đến khi bảng điều khiển cho phép chọn công ty, hãy đăng nhập bằng tài khoản quản trị của công ty đó để làm việc.',
        },
      },
    },
  },
});
