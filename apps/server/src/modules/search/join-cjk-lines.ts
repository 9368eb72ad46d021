/**
 * Characters written without spaces between them: Han (with the Kangxi radicals some PDFs carry before
 * NFKC), hiragana, katakana (half width too), the prolonged sound mark, CJK symbols and punctuation
 * (、。「」 and the ideographic space) and the full-width forms.
 */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60\uffe0-\uffee`;

/** Blanks holding at least one line break, between two CJK characters. */
const BREAK_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])[\\t \\r]*\\n[\\t \\r\\n]*(?=[${CJK}])`, 'gu');

/**
 * A text's lines joined as a reader reads them: a line break between two CJK characters is where the
 * typesetter wrapped the line, not a word boundary, so it goes with the blanks around it ("入っ\nて"
 * becomes "入って"); any other line break stays (Latin words keep their space).
 */
export function joinCjkLines(text: string): string {
  return text.replace(BREAK_BETWEEN_CJK, '');
}

/**
 * `text[from, to)` on one line: CJK line breaks joined (looking at the characters just outside the
 * range, so a cut at a break is joined like the rest), every other run of blanks one space.
 */
export function flatSlice(text: string, from: number, to: number): string {
  const before = codePointBefore(text, from);
  const after = String.fromCodePoint(text.codePointAt(to) ?? 0x20);
  const joined = joinCjkLines(before + text.slice(from, to) + after);
  return joined.slice(before.length, joined.length - after.length).replace(/\s+/g, ' ');
}

function codePointBefore(text: string, at: number): string {
  if (at <= 0) return ' ';
  const start = at >= 2 && /[\udc00-\udfff]/.test(text.charAt(at - 1)) ? at - 2 : at - 1;
  return text.slice(start, at);
}
