/**
 * Safari 15 or older on an iPhone or iPad (an iPad asks for the desktop site and calls itself a Mac
 * with touch): the EPUB viewer's special mobile layout. Other iOS browsers (Chrome,
 * Firefox, Edge) name themselves and run the same engine of their iOS version, which is what counts.
 */
export function isLegacySafariMobile(userAgent: string, maxTouchPoints: number): boolean {
  const mobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!mobile) return false;
  const version = /Version\/(\d+)(?:\.\d+)*.*Safari\//.exec(userAgent);
  const os = /OS (\d+)_\d+(?:_\d+)? like Mac OS X/.exec(userAgent);
  const major = Number(version?.[1] ?? os?.[1] ?? Number.NaN);
  return Number.isFinite(major) && major <= 15;
}
