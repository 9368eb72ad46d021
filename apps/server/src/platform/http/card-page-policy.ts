import {
  type GatewayUrlConfig,
  gatewayUrlsOf,
  sandboxGatewayUrls,
  sandboxUrlOf,
} from '../../modules/payments/gateways/gateway-urls.ts';

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
 * The gateways' browser origins from their addresses (configured, else the sandbox's: its token API and
 * token.js share its origin). An address not known (a port-0 sandbox before it starts) allows nothing.
 */
export function cardGatewaySourcesOf(urls: {
  tokenApiUrls: readonly (string | null | undefined)[];
  tokenScriptUrls: readonly (string | null | undefined)[];
}): CardGatewaySources {
  const unique = (list: readonly (string | null | undefined)[]) =>
    [
      ...new Set(list.map((url) => originOf(url ?? undefined)).filter((o): o is string => o !== undefined)),
    ].sort();
  return { connect: unique(urls.tokenApiUrls), script: unique(urls.tokenScriptUrls) };
}

/**
 * What the card pages' policy allows on this server: the token API and token script of both card
 * gateways as configured, and the sandbox's (a company set to the sandbox gateway tokenises there).
 */
export function cardPageSources(config: GatewayUrlConfig): CardGatewaySources {
  const configured = gatewayUrlsOf(config);
  const sandbox = sandboxGatewayUrls(sandboxUrlOf(config));
  return cardGatewaySourcesOf({
    tokenApiUrls: [configured.veritransTokenApi, sandbox.veritransTokenApi],
    tokenScriptUrls: [configured.gmoTokenScript, sandbox.gmoTokenScript],
  });
}
