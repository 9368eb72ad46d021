import { type Request, type Response, readJson, sendJson } from './http-kit.ts';
import type { SandboxContext } from './sandbox-merchants.ts';
import type { CardBehaviour } from './test-cards.ts';

/** What an issuer may start doing with a card already stored (the cards a store refuses cannot be stored). */
const LATER_BEHAVIOURS: readonly CardBehaviour[] = [
  'success',
  'decline',
  'expired_card',
  'timeout_unknown_outcome',
];

/**
 * POST /sandbox/stored-card {"accountId", "behaviour"}: the issuer changes its mind about a stored card
 * (VeriTrans account id or GMO member id, at every merchant): from now on its merchant-initiated charges
 * are charged, declined, refused as expired, or answered after the timeout delay. Renewal tests use it to
 * make a card that was fine when stored decline its renewal, then recover.
 */
export async function sandboxStoredCard(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const body = await readJson(req);
  const accountId = typeof body.accountId === 'string' ? body.accountId : '';
  const behaviour = body.behaviour as CardBehaviour;
  if (accountId === '' || !LATER_BEHAVIOURS.includes(behaviour)) {
    sendJson(res, 400, { error: `accountId and a behaviour of ${LATER_BEHAVIOURS.join(', ')} are required` });
    return;
  }
  let updated = 0;
  for (const [key, card] of ctx.state.storedCards) {
    if (!key.endsWith(`|${accountId}`)) continue;
    ctx.state.storedCards.set(key, { ...card, behaviour });
    updated += 1;
  }
  sendJson(res, updated === 0 ? 404 : 200, { accountId, behaviour, updated });
}
