import { defineArea } from '../area.ts';

/**
 * First-paint texts of the sign-in help: whom a suspended account asks, the admin login's
 * forgotten-password link, the console's "choose a company" notice, and the reset page opened by an
 * invitation's link (`?invitation=1`), which sets a first password.
 * Merged deeply with the other areas.
 */
export const signInHelpTexts = defineArea({
  en: {
    accounts: {
      setPassword: {
        title: 'Set your password',
        intro: 'Your account is ready. Choose your password and enter it twice.',
        submit: 'Save my password',
        done: 'Your password is set. You can log in now.',
      },
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
      setPassword: {
        title: 'パスワードの設定',
        intro: 'アカウントの準備ができました。パスワードを決めて2回入力してください。',
        submit: 'パスワードを保存',
        done: 'パスワードを設定しました。ログインできます。',
      },
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
      setPassword: {
        title: 'Đặt mật khẩu',
        intro: 'Tài khoản của bạn đã sẵn sàng. Hãy chọn mật khẩu và nhập hai lần.',
        submit: 'Lưu mật khẩu',
        done: 'Mật khẩu của bạn đã được đặt. Bạn có thể đăng nhập ngay.',
      },
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
