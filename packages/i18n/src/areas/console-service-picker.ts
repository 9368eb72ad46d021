import { defineArea } from '../area.ts';

/** The console's service picker: a page of one service, opened by a system admin without a service in its address. */
export const consoleServicePickerTexts = defineArea({
  en: {
    adminConsole: {
      servicePicker: {
        title: 'Choose a service',
        text: 'This page shows the settings of one service of the company. Choose the service to work on: the address keeps it, so the page can be bookmarked or shared.',
        services: 'Services of the company',
        default: 'Default service',
        path: 'Path: /{{path}}',
        none: 'The company has no service.',
        loadFailed: 'The company’s services could not be loaded.',
      },
    },
  },
  ja: {
    adminConsole: {
      servicePicker: {
        title: 'サービスを選択してください',
        text: 'このページは企業のサービスごとの設定を表示します。作業するサービスを選んでください。アドレスに保持されるため、ブックマークや共有ができます。',
        services: '企業のサービス',
        default: '既定のサービス',
        path: 'パス：/{{path}}',
        none: 'この企業にはサービスがありません。',
        loadFailed: '企業のサービスを読み込めませんでした。',
      },
    },
  },
  vn: {
    adminConsole: {
      servicePicker: {
        title: 'Chọn một dịch vụ',
        text: 'Trang này hiển thị cài đặt của một dịch vụ trong công ty. Hãy chọn dịch vụ để làm việc: địa chỉ giữ lựa chọn này, nên có thể đánh dấu hoặc chia sẻ trang.',
        services: 'Các dịch vụ của công ty',
        default: 'Dịch vụ mặc định',
        path: 'Đường dẫn: /{{path}}',
        none: 'Công ty chưa có dịch vụ nào.',
        loadFailed: 'Không tải được các dịch vụ của công ty.',
      },
    },
  },
});
