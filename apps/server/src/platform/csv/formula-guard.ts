/**
 * Spreadsheet formula injection: a cell starting with one of these is read as a formula by Excel and
 * LibreOffice. The export puts an apostrophe before it; a text that already starts with apostrophes
 * before such a character gets one more, so the import can always take exactly one away. Every line of
 * a cell gets the same guard (tab, `=`, `+`, `-`, `@` after a line break), since a reader that splits
 * the cell at its line breaks would start a row with that line.
 */
const needsGuard = /^'*[=+\-@\t\r]/;
const guarded = /^'+[=+\-@\t\r]/;
const lineNeedsGuard = /(\r\n|\r|\n)('*[=+\-@\t])/g;
const lineGuarded = /(\r\n|\r|\n)'('*[=+\-@\t])/g;

export function guardFormula(text: string): string {
  const lines = text.replace(lineNeedsGuard, "$1'$2");
  return needsGuard.test(lines) ? `'${lines}` : lines;
}

export function unguardFormula(text: string): string {
  const lines = text.replace(lineGuarded, '$1$2');
  return guarded.test(lines) ? lines.slice(1) : lines;
}
