import type { Config } from '../config.ts';

/** Where the card pages' browser code may reach a gateway: its token API and the script that tokenises. */
export interface CardGatewaySources {
  /** Origins the page may send the card to (the card gateways' token APIs): connect-src. */
  connect: readonly string[];
  /** Origins of a gateway's own tokenising script (GMO-like token.js): script-src. */
  script: readonly string[];
}

export { isCardPagePath } from '@hondana/contract';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The gateways' browser origins for this server. The sandbox gateway stands in for both card gateways
 * (its token API and token.js share its origin); the configured gateway addresses are added when set.
 * A port-0 embedded sandbox has no address before it starts, and then nothing is allowed.
 */
export function cardGatewaySourcesOf(
  config: Pick<Config, 'sandboxGateway' | 'sandboxGatewayPort' | 'sandboxGatewayUrl'>,
  gatewayUrls: {
    tokenApiUrls?: readonly (string | undefined)[];
    tokenScriptUrls?: readonly (string | undefined)[];
  } = {},
): CardGatewaySources {
  const sandbox =
    config.sandboxGatewayUrl ??
    (config.sandboxGateway && config.sandboxGatewayPort > 0
      ? `http://127.0.0.1:${config.sandboxGatewayPort}`
      : undefined);
  const unique = (urls: readonly (string | undefined)[]) =>
    [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))].sort();
  return {
    connect: unique([sandbox, ...(gatewayUrls.tokenApiUrls ?? [])]),
    script: unique([sandbox, ...(gatewayUrls.tokenScriptUrls ?? [])]),
  };
}
