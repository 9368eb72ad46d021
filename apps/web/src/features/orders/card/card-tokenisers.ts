import { type CardValues, cardDigits, expiryParts, gmoExpiry, veritransExpiry } from './card-values.ts';

/** Where and how this company's card gateway turns a card into a token, in the browser. */
export type CardTokenSource =
  | { gateway: 'card'; tokenApiUrl: string; tokenApiKey: string }
  | { gateway: 'card_alt'; tokenScriptUrl: string; shopId: string };

/**
 * A token stands for the card at our server; the number itself never leaves for our origin.
 * `refused`: the gateway said the card is wrong (its code kept for the record); `unreachable`: no
 * answer (network, script not loaded) — the reader may simply try again.
 */
export type TokenOutcome =
  | { kind: 'token'; tokens: string[]; maskedNumber: string | null }
  | { kind: 'refused'; code: string }
  | { kind: 'unreachable' };

const TOKEN_TIMEOUT_MS = 30_000;

async function veritransToken(
  source: Extract<CardTokenSource, { gateway: 'card' }>,
  card: CardValues,
  lang: 'ja' | 'en',
): Promise<TokenOutcome> {
  const expiry = expiryParts(card.expiry);
  if (!expiry) return { kind: 'refused', code: 'invalid_card_expire' };
  let response: Response;
  try {
    response = await fetch(source.tokenApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      body: JSON.stringify({
        token_api_key: source.tokenApiKey,
        card_number: cardDigits(card.number),
        card_expire: veritransExpiry(expiry),
        security_code: card.securityCode.trim(),
        ...(card.holderName.trim() ? { cardholder_name: card.holderName.trim() } : {}),
        lang,
      }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const answer = (await response.json().catch(() => null)) as {
    status?: string;
    code?: string;
    token?: string;
    req_card_number?: string;
  } | null;
  if (response.ok && answer?.status === 'success' && answer.token)
    return { kind: 'token', tokens: [answer.token], maskedNumber: answer.req_card_number ?? null };
  if (answer?.code) return { kind: 'refused', code: answer.code };
  return { kind: 'unreachable' };
}

interface GmoTokenAnswer {
  resultCode: string;
  tokenObject?: { token: string[]; maskedCardNo?: string };
}
interface Multipayment {
  init(shopId: string): void;
  getToken(card: Record<string, string | number>, callback: (answer: GmoTokenAnswer) => void): void;
}
declare global {
  interface Window {
    Multipayment?: Multipayment;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads the gateway's token.js once per address (a failed load is tried again next time). */
function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error('token script not loaded'));
      };
      document.head.append(script);
    });
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

async function gmoToken(
  source: Extract<CardTokenSource, { gateway: 'card_alt' }>,
  card: CardValues,
  count: number,
): Promise<TokenOutcome> {
  const expiry = expiryParts(card.expiry);
  if (!expiry) return { kind: 'refused', code: '111' };
  try {
    await loadScript(source.tokenScriptUrl);
  } catch {
    return { kind: 'unreachable' };
  }
  const multipayment = window.Multipayment;
  if (!multipayment) return { kind: 'unreachable' };
  multipayment.init(source.shopId);
  const answer = await new Promise<GmoTokenAnswer | null>((resolve) => {
    const timer = window.setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS);
    multipayment.getToken(
      {
        cardno: cardDigits(card.number),
        expire: gmoExpiry(expiry),
        securitycode: card.securityCode.trim(),
        holdername: card.holderName.trim(),
        tokennumber: count,
      },
      (result) => {
        window.clearTimeout(timer);
        resolve(result);
      },
    );
  });
  if (!answer || answer.resultCode === '902') return { kind: 'unreachable' };
  const tokens = answer.tokenObject?.token ?? [];
  if (answer.resultCode === '000' && tokens.length >= count)
    return { kind: 'token', tokens, maskedNumber: answer.tokenObject?.maskedCardNo ?? null };
  return { kind: 'refused', code: answer.resultCode };
}

/**
 * Asks the company's card gateway for `count` one-time tokens of `card` (a second one is kept for
 * renewals: a token is spent by its charge). The first gateway's API gives one per call.
 */
export async function tokeniseCard(
  source: CardTokenSource,
  card: CardValues,
  lang: 'ja' | 'en',
  count = 1,
): Promise<TokenOutcome> {
  if (source.gateway === 'card_alt') return gmoToken(source, card, count);
  const first = await veritransToken(source, card, lang);
  if (first.kind !== 'token' || count < 2) return first;
  const second = await veritransToken(source, card, lang);
  return second.kind === 'token' ? { ...first, tokens: [...first.tokens, ...second.tokens] } : second;
}
