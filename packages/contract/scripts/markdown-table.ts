const cell = (text: string | number) => String(text).replaceAll('|', '\\|');

/** A Markdown table with padded columns (the layout `biome format` gives); `right` columns align right. */
export function markdownTable(header: string[], right: boolean[], rows: (string | number)[][]): string[] {
  const cells = [header, ...rows.map((r) => r.map(cell))];
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(header), line(rule), ...cells.slice(1).map(line)];
}
