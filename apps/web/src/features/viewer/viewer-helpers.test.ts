import { describe, expect, it } from 'vitest';
import { isLegacySafariMobile } from './legacy-safari.ts';
import { formatIssuedAt, watermarkText } from './watermark-text.ts';

const mark = {
  id: 1,
  watermarkContent: 'reader@demo.hondana.test',
  color: '#1d4e89',
  fontSize: 28,
  position: 'diagonal' as const,
  opacity: 25,
};

describe('watermark text', () => {
  it('is the content and, on a second line, the date and time of issue in the language’s order', () => {
    const issuedAt = new Date(2026, 10, 23, 9, 5, 7).toISOString();
    expect(formatIssuedAt(issuedAt, 'en')).toBe('23/11/2026 09:05:07');
    expect(formatIssuedAt(issuedAt, 'vn')).toBe('23/11/2026 09:05:07');
    expect(formatIssuedAt(issuedAt, 'ja')).toBe('2026/11/23 09:05:07');
    expect(watermarkText({ watermark: mark, issuedAt }, 'en')).toBe(
      'reader@demo.hondana.test\n23/11/2026 09:05:07',
    );
  });

  it('is empty when the service has no watermark', () => {
    expect(watermarkText({ watermark: null, issuedAt: new Date().toISOString() }, 'en')).toBe('');
  });
});

describe('older Safari on a phone or tablet', () => {
  it('is Safari 15 or older on iOS, an iPad asking for the desktop site included', () => {
    const iphone15 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
    const iphone17 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const ipadDesktop =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15';
    const chromeIos14 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/108.0 Mobile/15E148 Safari/604.1';
    const desktopChrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    expect(isLegacySafariMobile(iphone15, 5)).toBe(true);
    expect(isLegacySafariMobile(iphone17, 5)).toBe(false);
    expect(isLegacySafariMobile(ipadDesktop, 5)).toBe(true);
    expect(isLegacySafariMobile(ipadDesktop, 0)).toBe(false);
    expect(isLegacySafariMobile(chromeIos14, 5)).toBe(true);
    expect(isLegacySafariMobile(desktopChrome, 0)).toBe(false);
  });
});
