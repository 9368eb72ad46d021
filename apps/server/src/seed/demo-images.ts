/**
 * Branding images of the demo tenants, drawn as SVG so the repository ships no binary assets.
 * Text is escaped; colours come from the tenant definitions.
 */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const FONT = "font-family='Noto Sans, Noto Sans CJK JP, sans-serif'";

export function logoSvg(initials: string, name: string, colour: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='64' viewBox='0 0 240 64'>
<rect x='2' y='6' width='52' height='52' rx='12' fill='${colour}'/>
<text x='28' y='41' text-anchor='middle' ${FONT} font-size='22' font-weight='700' fill='#ffffff'>${escapeXml(initials)}</text>
<text x='66' y='40' ${FONT} font-size='20' font-weight='600' fill='${colour}'>${escapeXml(name)}</text>
</svg>`;
}

export function faviconSvg(initials: string, colour: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>
<rect width='64' height='64' rx='14' fill='${colour}'/>
<text x='32' y='42' text-anchor='middle' ${FONT} font-size='26' font-weight='700' fill='#ffffff'>${escapeXml(initials)}</text>
</svg>`;
}

export function bannerSvg(
  title: string,
  subtitle: string,
  colours: { from: string; to: string },
  size: { width: number; height: number },
): string {
  const { width, height } = size;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colours.from}'/><stop offset='1' stop-color='${colours.to}'/></linearGradient></defs>
<rect width='${width}' height='${height}' fill='url(#g)'/>
<text x='${width / 2}' y='${height / 2}' text-anchor='middle' ${FONT} font-size='${Math.round(height / 7)}' font-weight='700' fill='#ffffff'>${escapeXml(title)}</text>
<text x='${width / 2}' y='${height / 2 + height / 7}' text-anchor='middle' ${FONT} font-size='${Math.round(height / 14)}' fill='#ffffff'>${escapeXml(subtitle)}</text>
</svg>`;
}
