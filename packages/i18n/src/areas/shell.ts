import { defineArea } from '../area.ts';

/** App-wide texts of the web shell: loading, errors, 404, placeholders. */
export const shellTexts = defineArea({
  en: {
    shell: {
      loading: 'Loading…',
      notFound: { title: 'SO SORRY, PAGE NOT FOUND', goBack: 'Go back' },
      paymentError: {
        title: 'ERROR',
        message: 'The payment through your member account failed. Please try again or contact the service.',
        goBack: 'Go back',
      },
      crash: { title: 'Something went wrong', details: 'Details', reload: 'Reload the page' },
      placeholder: {
        title: 'Coming soon',
        comingWith: 'This page will show {{what}}. It arrives with a later release of the portal.',
      },
    },
  },
  ja: {
    shell: {
      loading: '読み込み中…',
      notFound: { title: '申し訳ありません。ページが見つかりません', goBack: '戻る' },
      paymentError: {
        title: 'エラー',
        message:
          '会員アカウントでのお支払いに失敗しました。もう一度お試しいただくか、サービスへお問い合わせください。',
        goBack: '戻る',
      },
      crash: { title: '問題が発生しました', details: '詳細', reload: 'ページを再読み込み' },
      placeholder: {
        title: '準備中',
        comingWith: 'このページには{{what}}が表示されます。今後のリリースで提供予定です。',
      },
    },
  },
  vn: {
    shell: {
      loading: 'Đang tải…',
      notFound: { title: 'RẤT TIẾC, KHÔNG TÌM THẤY TRANG', goBack: 'Quay lại' },
      paymentError: {
        title: 'LỖI',
        message:
          'Thanh toán qua tài khoản thành viên không thành công. Vui lòng thử lại hoặc liên hệ dịch vụ.',
        goBack: 'Quay lại',
      },
      crash: { title: 'Đã xảy ra lỗi', details: 'Chi tiết', reload: 'Tải lại trang' },
      placeholder: {
        title: 'Sắp ra mắt',
        comingWith: 'Trang này sẽ hiển thị {{what}}. Tính năng sẽ có trong bản phát hành tiếp theo.',
      },
    },
  },
});
