import { defineArea } from '../area.ts';

/**
 * The online viewer's page and its PDF reader (a lazy area: loaded with the viewer's chunk). The EPUB
 * reader's texts live under `viewer.epub`.
 */
export const viewerTexts = defineArea({
  en: {
    viewer: {
      opening: 'Opening the book…',
      loadingBook: 'Loading the book: {{percent}}%',
      retry: 'Try again',
      pdf: {
        controls: 'Book controls',
        pages: 'Pages of {{title}}',
        page: 'Page {{page}}',
        pageLoading: 'Loading page {{page}}…',
        first: 'First page',
        previous: 'Previous page',
        next: 'Next page',
        last: 'Last page',
        pageNumber: 'Page number',
        pageOf: 'of {{total}}',
        zoomIn: 'Zoom in',
        zoomOut: 'Zoom out',
        fitWidth: 'Fit to width',
        fitPage: 'Fit to page',
        zoom: 'Zoom: {{percent}}%',
        thumbnails: 'Page thumbnails',
        closeThumbnails: 'Close page thumbnails',
        goToPage: 'Go to page {{page}}',
        openFailed: 'This book could not be opened.',
      },
      print: {
        button: 'Print',
        currentPage: 'Print this page',
        notAllowed: 'Printing is not allowed for this book.',
        preparing: 'Preparing pages to print: {{done}} of {{total}}',
        cancel: 'Cancel printing',
      },
    },
  },
  ja: {
    viewer: {
      opening: '本を開いています…',
      loadingBook: '本を読み込み中：{{percent}}%',
      retry: '再試行',
      pdf: {
        controls: 'ビューアーの操作',
        pages: '{{title}}のページ',
        page: '{{page}}ページ',
        pageLoading: '{{page}}ページを読み込み中…',
        first: '最初のページ',
        previous: '前のページ',
        next: '次のページ',
        last: '最後のページ',
        pageNumber: 'ページ番号',
        pageOf: '／{{total}}',
        zoomIn: '拡大',
        zoomOut: '縮小',
        fitWidth: '幅に合わせる',
        fitPage: 'ページ全体を表示',
        zoom: '表示倍率：{{percent}}%',
        thumbnails: 'ページのサムネイル',
        closeThumbnails: 'ページのサムネイルを閉じる',
        goToPage: '{{page}}ページへ移動',
        openFailed: 'この本を開けませんでした。',
      },
      print: {
        button: '印刷',
        currentPage: 'このページを印刷',
        notAllowed: 'この本は印刷できません。',
        preparing: '印刷するページを準備中：{{done}}／{{total}}',
        cancel: '印刷をキャンセル',
      },
    },
  },
  vn: {
    viewer: {
      opening: 'Đang mở sách…',
      loadingBook: 'Đang tải sách: {{percent}}%',
      retry: 'Thử lại',
      pdf: {
        controls: 'Điều khiển trình đọc',
        pages: 'Các trang của {{title}}',
        page: 'Trang {{page}}',
        pageLoading: 'Đang tải trang {{page}}…',
        first: 'Trang đầu',
        previous: 'Trang trước',
        next: 'Trang sau',
        last: 'Trang cuối',
        pageNumber: 'Số trang',
        pageOf: '/ {{total}}',
        zoomIn: 'Phóng to',
        zoomOut: 'Thu nhỏ',
        fitWidth: 'Vừa chiều rộng',
        fitPage: 'Vừa cả trang',
        zoom: 'Thu phóng: {{percent}}%',
        thumbnails: 'Ảnh thu nhỏ các trang',
        closeThumbnails: 'Đóng ảnh thu nhỏ các trang',
        goToPage: 'Đến trang {{page}}',
        openFailed: 'Không thể mở cuốn sách này.',
      },
      print: {
        button: 'In',
        currentPage: 'In trang này',
        notAllowed: 'Không được phép in cuốn sách này.',
        preparing: 'Đang chuẩn bị các trang để in: {{done}} / {{total}}',
        cancel: 'Hủy in',
      },
    },
  },
});

/**
 * What the view-book button needs before the viewer's chunk exists (first-paint texts, kept small):
 * the dialog shown when the browser blocked the viewer's new tab.
 */
export const viewerLaunchTexts = defineArea({
  en: {
    viewerLaunch: {
      blockedTitle: 'Open the book in a new tab',
      blockedText: 'Your browser did not open the book’s tab. Open it now?',
      open: 'Open in a new tab',
      cancel: 'Cancel',
    },
  },
  ja: {
    viewerLaunch: {
      blockedTitle: '新しいタブで本を開く',
      blockedText: 'ブラウザーが本のタブを開きませんでした。今すぐ開きますか？',
      open: '新しいタブで開く',
      cancel: 'キャンセル',
    },
  },
  vn: {
    viewerLaunch: {
      blockedTitle: 'Mở sách trong tab mới',
      blockedText: 'Trình duyệt chưa mở tab của sách. Mở ngay bây giờ?',
      open: 'Mở trong tab mới',
      cancel: 'Hủy',
    },
  },
});
