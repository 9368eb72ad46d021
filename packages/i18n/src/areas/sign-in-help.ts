import { defineArea } from '../area.ts';

/**
 * First-paint texts of the sign-in help: whom a suspended account asks, the admin login's
 * forgotten-password link, and the reset page opened by an invitation's link (`?invitation=1`),
 * which sets a first password.
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
      },
    },
  },
});
