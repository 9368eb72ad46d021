import { defineArea } from '../area.ts';

/** App-wide texts of the web shell: loading, errors, 404, placeholders. */
export const shellTexts = defineArea({
  en: {
    shell: {
      loading: 'Loading…',
      title: { admin: 'Administration' },
      notFound: { title: 'SO SORRY, PAGE NOT FOUND', goBack: 'Go back' },
      paymentError: {
        title: 'ERROR',
        message:
          'The payment through your member account failed. Please try again or contact the operator of this service.',
        goBack: 'Go back',
      },
      crash: { title: 'Something went wrong', details: 'Details', reload: 'Reload the page' },
      placeholder: {
        title: 'Coming soon',
        comingWith: 'This page will show {{what}}. It arrives with a later release of the portal.',
        what: {
          home: 'the catalogue of this library: new, popular and recommended books and every content group',
          group: 'the books of this content group',
          content: 'the details of this book, with the button to read it',
          search: 'the search form and its results (parameter and full-text search)',
          viewer: 'the online reader for this book, under its watermark',
          profile: 'your account settings, password and e-mail',
          notifications: 'the notices of this library',
          subscription: 'the subscription plans you can buy and the ones you hold',
          subscriptionDetail: 'the details of this subscription plan',
          orderEntry: 'the order form for this plan',
          paymentProcessing: 'the progress of your payment',
          paymentConfirm: 'the confirmation of your payment',
          thankYou: 'the confirmation of your order',
          login: 'the login form',
          register: 'the registration form',
          forgetPassword: 'the form to reset your password',
          admin: 'the administration console',
        },
      },
    },
  },
  ja: {
    shell: {
      loading: '読み込み中…',
      title: { admin: '管理' },
      notFound: { title: '申し訳ありません。ページが見つかりません', goBack: '戻る' },
      paymentError: {
        title: 'エラー',
        message:
          '会員アカウントでのお支払いに失敗しました。もう一度お試しいただくか、サービスの運営者にお問い合わせください。',
        goBack: '戻る',
      },
      crash: { title: '問題が発生しました', details: '詳細', reload: 'ページを再読み込み' },
      placeholder: {
        title: '準備中',
        comingWith: 'このページには{{what}}が表示されます。今後のリリースで提供予定です。',
        what: {
          home: 'このライブラリのカタログ（新着・人気・おすすめの本とすべてのコンテンツグループ）',
          group: 'このコンテンツグループの本',
          content: 'この本の詳細と閲覧ボタン',
          search: '検索フォームと結果（項目検索・全文検索）',
          viewer: '透かし入りのオンラインビューア',
          profile: 'アカウント設定・パスワード・メールアドレス',
          notifications: 'このライブラリからのお知らせ',
          subscription: '購入できるプランと契約中のプラン',
          subscriptionDetail: 'このプランの詳細',
          orderEntry: 'このプランの注文フォーム',
          paymentProcessing: 'お支払いの処理状況',
          paymentConfirm: 'お支払いの確認',
          thankYou: 'ご注文の確認',
          login: 'ログインフォーム',
          register: '会員登録フォーム',
          forgetPassword: 'パスワード再設定フォーム',
          admin: '管理コンソール',
        },
      },
    },
  },
  vn: {
    shell: {
      loading: 'Đang tải…',
      title: { admin: 'Quản trị' },
      notFound: { title: 'RẤT TIẾC, KHÔNG TÌM THẤY TRANG', goBack: 'Quay lại' },
      paymentError: {
        title: 'LỖI',
        message:
          'Thanh toán qua tài khoản thành viên không thành công. Vui lòng thử lại hoặc liên hệ đơn vị vận hành dịch vụ.',
        goBack: 'Quay lại',
      },
      crash: { title: 'Đã xảy ra lỗi', details: 'Chi tiết', reload: 'Tải lại trang' },
      placeholder: {
        title: 'Sắp ra mắt',
        comingWith: 'Trang này sẽ hiển thị {{what}}. Tính năng sẽ có trong bản phát hành tiếp theo.',
        what: {
          home: 'danh mục của thư viện: sách mới, phổ biến, đề xuất và mọi nhóm nội dung',
          group: 'các cuốn sách của nhóm nội dung này',
          content: 'thông tin chi tiết của cuốn sách và nút để đọc',
          search: 'biểu mẫu tìm kiếm và kết quả (tìm theo tham số và toàn văn)',
          viewer: 'trình đọc trực tuyến có hình mờ',
          profile: 'cài đặt tài khoản, mật khẩu và email của bạn',
          notifications: 'các thông báo của thư viện',
          subscription: 'các gói đăng ký có thể mua và các gói bạn đang dùng',
          subscriptionDetail: 'thông tin chi tiết của gói đăng ký này',
          orderEntry: 'biểu mẫu đặt mua gói này',
          paymentProcessing: 'tiến trình thanh toán của bạn',
          paymentConfirm: 'xác nhận thanh toán của bạn',
          thankYou: 'xác nhận đơn hàng của bạn',
          login: 'biểu mẫu đăng nhập',
          register: 'biểu mẫu đăng ký',
          forgetPassword: 'biểu mẫu đặt lại mật khẩu',
          admin: 'bảng điều khiển quản trị',
        },
      },
    },
  },
});
