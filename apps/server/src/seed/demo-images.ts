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

/**
 * A square badge with the tenant's initials, ringed in white so it stays visible on a header or footer
 * of the same colour. The portal writes the tenant's name beside it.
 */
export function logoSvg(initials: string, colour: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>
<rect x='2' y='2' width='60' height='60' rx='14' fill='${colour}' stroke='#ffffff' stroke-width='4'/>
<text x='32' y='41' text-anchor='middle' ${FONT} font-size='24' font-weight='700' fill='#ffffff'>${escapeXml(initials)}</text>
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
  // Shrink long titles to fit: a CJK glyph is about one em wide, a Latin one about half.
  const ems = (text: string) => [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0);
  const fit = (text: string, preferred: number) => Math.min(preferred, Math.floor((width * 0.9) / ems(text)));
  const titleSize = fit(title, Math.round(height / 7));
  const subtitleSize = fit(subtitle, Math.round(height / 14));
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colours.from}'/><stop offset='1' stop-color='${colours.to}'/></linearGradient></defs>
<rect width='${width}' height='${height}' fill='url(#g)'/>
<text x='${width / 2}' y='${height / 2}' text-anchor='middle' ${FONT} font-size='${titleSize}' font-weight='700' fill='#ffffff'>${escapeXml(title)}</text>
<text x='${width / 2}' y='${height / 2 + height / 7}' text-anchor='middle' ${FONT} font-size='${subtitleSize}' fill='#ffffff'>${escapeXml(subtitle)}</text>
</svg>`;
}

/**
 * A slide's picture without words: the web draws the slide's title over it as live, translated text,
 * so the picture is a gradient with a few soft circles, darker at the bottom edge.
 */
export function slideSvg(
  colours: { from: string; to: string },
  size: { width: number; height: number },
): string {
  const { width, height } = size;
  const r = Math.round(height / 2);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colours.from}'/><stop offset='1' stop-color='${colours.to}'/></linearGradient></defs>
<rect width='${width}' height='${height}' fill='url(#g)'/>
<circle cx='${Math.round(width * 0.85)}' cy='${Math.round(height * 0.2)}' r='${r}' fill='#ffffff' fill-opacity='0.12'/>
<circle cx='${Math.round(width * 0.1)}' cy='${height}' r='${Math.round(r * 0.8)}' fill='#ffffff' fill-opacity='0.1'/>
</svg>`;
}
