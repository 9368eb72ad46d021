import type { SandboxState } from './sandbox-state.ts';

/** A merchant of the first card gateway: the three values a company's payment settings hold. */
export interface VeritransMerchant {
  merchantCcid: string;
  merchantSecretKey: string;
  /** Public: the browser sends it to the token API. */
  tokenApiKey: string;
}

/** A shop of the second card gateway; its site (id/pass) holds the stored members and their cards. */
export interface GmoShop {
  shopId: string;
  shopPass: string;
  siteId: string;
  sitePass: string;
}

/** A merchant of the member-ID provider. */
export interface MemberIdMerchant {
  merchantId: string;
  /** Sent as the `x-api-key` header, and the key of the results' HMAC signature. */
  apiKey: string;
}

export const SANDBOX_VERITRANS_MERCHANT: VeritransMerchant = {
  merchantCcid: 'A100000000000001069951cc',
  merchantSecretKey: 'sandbox-veritrans-secret-key',
  tokenApiKey: 'cd76ca65-7f54-4dec-8ba3-11c12e36a548',
};

export const SANDBOX_GMO_SHOP: GmoShop = {
  shopId: 'tshop00000001',
  shopPass: 'sandbox-gmo-pass',
  siteId: 'tsite00000001',
  sitePass: 'sandbox-gmo-site-pass',
};

export const SANDBOX_MEMBER_ID_MERCHANT: MemberIdMerchant = {
  merchantId: 'hondana-sandbox',
  apiKey: 'sandbox-member-id-api-key',
};

/** What every handler of the sandbox shares. */
export interface SandboxContext {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  state: SandboxState;
  veritransMerchants: readonly VeritransMerchant[];
  gmoShops: readonly GmoShop[];
  memberIdMerchants: readonly MemberIdMerchant[];
  allowOrigin: (origin: string) => boolean;
  /** How long the timeout test card keeps its (already recorded) answer back. */
  timeoutDelayMs: number;
  /** Token lifetimes. */
  veritransTokenTtlMs: number;
  gmoTokenTtlMs: number;
}

/** Waits, unless the caller has gone: the timeout card's answer. */
export function delayAnswer(
  ms: number,
  res: { once(event: 'close', fn: () => void): unknown },
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
