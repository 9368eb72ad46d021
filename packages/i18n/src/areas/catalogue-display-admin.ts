import { defineArea } from '../area.ts';

/** The admin page of a service's book display: the new and popular badges, the free parameters' names. */
export const catalogueDisplayAdminTexts = defineArea({
  en: {
    contentAdmin: {
      nav: { display: 'Book display' },
      display: {
        title: 'Book display',
        loadFailed: 'The settings could not be loaded.',
        retry: 'Try again',
        badges: 'New and popular badges',
        newPeriodDays: 'New for (days)',
        newPeriodDaysHint: 'A book is new this many days after it was published.',
        popularPeriodDays: 'Popular over (days)',
        popularPeriodDaysHint: 'The days, today included, whose readers are counted.',
        popularMinReaders: 'Readers needed to be popular',
        popularMinReadersHint: 'Different readers who opened the book in that period.',
        paramNames: 'Names of the parameters',
        paramNamesHint:
          'Readers see a parameter only when it has a name. A language left empty shows the name in the company’s default language.',
        paramName: 'Parameter {{n}} ({{language}})',
        language: { en: 'English', ja: 'Japanese', vn: 'Vietnamese' },
        save: 'Save',
        saved: 'The book display was saved.',
      },
    },
  },
  ja: {
    contentAdmin: {
      nav: { display: '本の表示' },
      display: {
        title: '本の表示',
        loadFailed: '設定を読み込めませんでした。',
        retry: '再試行',
        badges: '新着・人気のバッジ',
        newPeriodDays: '新着とする日数',
        newPeriodDaysHint: '公開からこの日数の間、本を新着とします。',
        popularPeriodDays: '人気を数える日数',
        popularPeriodDaysHint: '今日を含むこの日数の読者を数えます。',
        popularMinReaders: '人気とする読者数',
        popularMinReadersHint: 'その期間に本を開いた異なる読者の数です。',
        paramNames: 'パラメーターの名前',
        paramNamesHint:
          '名前のあるパラメーターだけが読者に表示されます。空の言語では企業の既定言語の名前を表示します。',
        paramName: 'パラメーター{{n}}（{{language}}）',
        language: { en: '英語', ja: '日本語', vn: 'ベトナム語' },
        save: '保存',
        saved: '本の表示を保存しました。',
      },
    },
  },
  vn: {
    contentAdmin: {
      nav: { display: 'Hiển thị sách' },
      display: {
        title: 'Hiển thị sách',
        loadFailed: 'Không tải được cài đặt.',
        retry: 'Thử lại',
        badges: 'Nhãn sách mới và phổ biến',
        newPeriodDays: 'Số ngày là sách mới',
        newPeriodDaysHint: 'Sách được coi là mới trong số ngày này sau khi phát hành.',
        popularPeriodDays: 'Số ngày tính độ phổ biến',
        popularPeriodDaysHint: 'Số ngày, tính cả hôm nay, mà người đọc được đếm.',
        popularMinReaders: 'Số người đọc để là sách phổ biến',
        popularMinReadersHint: 'Số người đọc khác nhau đã mở sách trong khoảng thời gian đó.',
        paramNames: 'Tên các tham số',
        paramNamesHint:
          'Người đọc chỉ thấy tham số có tên. Ngôn ngữ để trống sẽ hiện tên theo ngôn ngữ mặc định của công ty.',
        paramName: 'Tham số {{n}} ({{language}})',
        language: { en: 'Tiếng Anh', ja: 'Tiếng Nhật', vn: 'Tiếng Việt' },
        save: 'Lưu',
        saved: 'Đã lưu cài đặt hiển thị sách.',
      },
    },
  },
});
