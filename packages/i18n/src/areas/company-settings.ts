import { defineArea } from '../area.ts';

/** The admin page of the company's own settings, and the company's choice shown in the upload dialog. */
export const companySettingsTexts = defineArea({
  en: {
    contentAdmin: { nav: { companySettings: 'Company settings' } },
    companySettings: {
      title: 'Company settings',
      loadFailed: 'The company settings could not be loaded.',
      retry: 'Try again',
      newContents: 'New contents',
      publishUploads: 'Publish new contents at once',
      publishUploadsOn: 'A new content is shown to readers as soon as its file is processed.',
      publishUploadsOff: 'A new content waits as a draft until an administrator publishes it.',
      publishUploadsHint:
        'Applies to uploads, to contents added without a file and to CSV rows whose published cell is empty. A form or a CSV row that says published or unpublished keeps its choice; existing contents do not change.',
      readOnly: 'Only a company administrator can change this.',
      saved: 'The company settings were saved.',
      upload: {
        publish: 'Publish once processed',
        companyDefaultOn: 'The company’s default: published at once.',
        companyDefaultOff: 'The company’s default: kept as a draft.',
      },
    },
  },
  ja: {
    contentAdmin: { nav: { companySettings: '企業設定' } },
    companySettings: {
      title: '企業設定',
      loadFailed: '企業設定を読み込めませんでした。',
      retry: '再試行',
      newContents: '新しいコンテンツ',
      publishUploads: '新しいコンテンツをすぐに公開する',
      publishUploadsOn: '新しいコンテンツは、ファイルの処理が終わるとすぐに読者に表示されます。',
      publishUploadsOff: '新しいコンテンツは、管理者が公開するまで下書きとして保存されます。',
      publishUploadsHint:
        'アップロード、ファイルなしで追加したコンテンツ、published欄が空のCSV行に適用されます。フォームやCSV行で公開・非公開を指定した場合はその指定が優先され、既存のコンテンツは変わりません。',
      readOnly: 'この設定を変更できるのは企業管理者だけです。',
      saved: '企業設定を保存しました。',
      upload: {
        publish: '処理が終わったら公開する',
        companyDefaultOn: '企業の既定では、すぐに公開されます。',
        companyDefaultOff: '企業の既定では、下書きとして保存されます。',
      },
    },
  },
  vn: {
    contentAdmin: { nav: { companySettings: 'Cài đặt công ty' } },
    companySettings: {
      title: 'Cài đặt công ty',
      loadFailed: 'Không thể tải cài đặt công ty.',
      retry: 'Thử lại',
      newContents: 'Nội dung mới',
      publishUploads: 'Xuất bản nội dung mới ngay',
      publishUploadsOn: 'Nội dung mới được hiển thị cho người đọc ngay khi tệp được xử lý xong.',
      publishUploadsOff: 'Nội dung mới được giữ ở dạng bản nháp cho đến khi quản trị viên xuất bản.',
      publishUploadsHint:
        'Áp dụng cho nội dung tải lên, nội dung thêm không kèm tệp và các dòng CSV có ô published trống. Biểu mẫu hoặc dòng CSV đã chỉ định xuất bản hay không thì giữ lựa chọn đó; nội dung hiện có không thay đổi.',
      readOnly: 'Chỉ quản trị viên công ty mới có thể thay đổi cài đặt này.',
      saved: 'Đã lưu cài đặt công ty.',
      upload: {
        publish: 'Xuất bản sau khi xử lý xong',
        companyDefaultOn: 'Mặc định của công ty: xuất bản ngay.',
        companyDefaultOff: 'Mặc định của công ty: giữ ở dạng bản nháp.',
      },
    },
  },
});
