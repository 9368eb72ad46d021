/** Date-time display format of seed 000 §9: DD/MM/YYYY HH:mm:ss. */
export function formatDateTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** Prices are integer yen, shown with a yen sign and thousands separators. */
export const formatYen = (amount: number) => `¥${Math.round(amount).toLocaleString('en-US')}`;
