import type { Config } from '../../../platform/config.ts';

/** Where each gateway answers; null: neither configured nor a sandbox running. */
export interface GatewayUrls {
  veritransApi: string | null;
  /** Called by the reader's browser (the card form) to tokenise the card. */
  veritransTokenApi: string | null;
  gmoApi: string | null;
  /** Loaded by the reader's browser (the card form); its getToken tokenises the card. */
  gmoTokenScript: string | null;
  memberIdApi: string | null;
}

export type GatewayUrlConfig = Pick<
  Config,
  'paymentGatewayUrls' | 'sandboxGateway' | 'sandboxGatewayPort' | 'sandboxGatewayUrl'
>;

/** The sandbox's address: SANDBOX_GATEWAY_URL, or the one `npm start` runs on its fixed port. */
export function sandboxUrlOf(config: GatewayUrlConfig): string | null {
  if (config.sandboxGatewayUrl) return config.sandboxGatewayUrl;
  return config.sandboxGateway && config.sandboxGatewayPort !== 0
    ? `http://127.0.0.1:${config.sandboxGatewayPort}`
    : null;
}

/** The sandbox's stand-ins at its address. */
export function sandboxGatewayUrls(sandbox: string | null): GatewayUrls {
  const at = (path: string) => (sandbox ? `${sandbox}${path}` : null);
  return {
    veritransApi: at('/veritrans'),
    veritransTokenApi: at('/veritrans/4gtoken'),
    gmoApi: at('/gmo'),
    gmoTokenScript: at('/gmo/ext/js/token.js'),
    memberIdApi: at('/member-id'),
  };
}

/**
 * Each gateway's configured address (the real gateway), else the sandbox's: switching to the real
 * gateways is configuration only.
 */
export function gatewayUrlsOf(config: GatewayUrlConfig): GatewayUrls {
  const sandbox = sandboxGatewayUrls(sandboxUrlOf(config));
  const own = config.paymentGatewayUrls;
  return {
    veritransApi: own.veritransApi ?? sandbox.veritransApi,
    veritransTokenApi: own.veritransTokenApi ?? sandbox.veritransTokenApi,
    gmoApi: own.gmoApi ?? sandbox.gmoApi,
    gmoTokenScript: own.gmoTokenScript ?? sandbox.gmoTokenScript,
    memberIdApi: own.memberIdApi ?? sandbox.memberIdApi,
  };
}
