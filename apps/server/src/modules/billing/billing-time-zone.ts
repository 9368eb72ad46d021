/**
 * The calendar billing dates are reckoned in: periods end, renewals fall due and receipts are dated by
 * Japan's wall clock, whatever the reader's own time zone (docs/decisions.md, "Billing calendar").
 */
export const BILLING_TIME_ZONE = 'Asia/Tokyo';
