/** Helpers for the gateway adapters' tests (imported by *.test.ts only): real HTTP to a started sandbox. */
import { SANDBOX_GMO_SHOP, SANDBOX_VERITRANS_MERCHANT } from '../../../sandbox-gateway/sandbox-merchants.ts';
import { postFormNoFollow, type SandboxWorld } from '../../../sandbox-gateway/sandbox-test-support.ts';
import { gmoGateway } from './gmo-gateway.ts';
import { veritransGateway } from './veritrans-gateway.ts';

export const RETURN_URL = 'http://localhost:3000/demo/card-payment/return';
/** The adapters give up this early in tests; the sandbox's timeout card answers after 2 s. */
export const ADAPTER_TIMEOUT_MS = 500;
export const SANDBOX_TIMEOUT_CARD_DELAY_MS = 2_000;

export const veritransOf = (world: SandboxWorld, merchant = SANDBOX_VERITRANS_MERCHANT) =>
  veritransGateway({
    apiUrl: `${world.sandbox.url}/veritrans`,
    merchantCcid: merchant.merchantCcid,
    merchantSecretKey: merchant.merchantSecretKey,
    timeoutMs: ADAPTER_TIMEOUT_MS,
  });

export const gmoOf = (world: SandboxWorld, shop = SANDBOX_GMO_SHOP) =>
  gmoGateway({ apiUrl: `${world.sandbox.url}/gmo`, ...shop, timeoutMs: ADAPTER_TIMEOUT_MS });

/** The card holder's choice on the sandbox's 3-D Secure page; the query the return address got. */
export async function answerChallenge(redirectUrl: string, result: 'authenticate' | 'fail') {
  const back = await postFormNoFollow(redirectUrl, { result });
  return Object.fromEntries(new URL(back.location).searchParams);
}

/** Waits until the sandbox has answered a held-back request (the timeout card). */
export const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
