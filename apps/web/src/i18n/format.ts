/** Prices are integer yen, shown with a yen sign and thousands separators. */
export const formatYen = (amount: number) => `¥${Math.round(amount).toLocaleString('en-US')}`;
