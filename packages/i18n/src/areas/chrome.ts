import { defineArea } from '../area.ts';

/** Header, footer, sidebar, banner and language switch of the portal. */
export const chromeTexts = defineArea({
  en: { chrome: { skipToContent: 'Skip to main content' } },
  ja: { chrome: { skipToContent: 'メインコンテンツへ移動' } },
  vn: { chrome: { skipToContent: 'Chuyển đến nội dung chính' } },
});
