const KEY = 'hondana.paymentCallbackUrl';

/** Remembers where to return after the member-ID provider's payment pages. Same origin only. */
export function rememberPaymentCallbackUrl(url: string): void {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) window.sessionStorage.setItem(KEY, target.href);
}

export function takePaymentCallbackUrl(): string | undefined {
  const url = window.sessionStorage.getItem(KEY) ?? undefined;
  window.sessionStorage.removeItem(KEY);
  return url;
}
