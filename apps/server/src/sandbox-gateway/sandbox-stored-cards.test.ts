import { describe, expect, it } from 'vitest';
import {
  postJson,
  useSandbox,
  veritransCall,
  veritransCharge,
  veritransTokenOf,
} from './sandbox-test-support.ts';

const world = useSandbox();

describe('POST /sandbox/stored-card', () => {
  it('makes a stored card decline its later charges, then charge again', async () => {
    const accountId = `acct-${Date.now().toString(36)}`;
    const token = await veritransTokenOf(world, '4111111111111111');
    const stored = await veritransCall(world, 'Add/cardinfo', {
      payNowIdParam: { token, accountParam: { accountId } },
    });
    expect(stored.mstatus).toBe('success');
    const byAccount = { payNowIdParam: { accountParam: { accountId } } };

    const changed = await postJson(`${world.sandbox.url}/sandbox/stored-card`, {
      accountId,
      behaviour: 'decline',
    });
    expect(changed).toMatchObject({ status: 200, body: { updated: 1 } });
    const declined = await veritransCharge(world, `dec-${accountId}`, '', byAccount);
    expect(declined.vResultCode).toBe('AG33000000000000');

    await postJson(`${world.sandbox.url}/sandbox/stored-card`, { accountId, behaviour: 'success' });
    const charged = await veritransCharge(world, `ok-${accountId}`, '', byAccount);
    expect(charged.vResultCode).toBe('A001000000000000');
  });

  it('refuses an unknown behaviour (400) and an account it does not hold (404)', async () => {
    const url = `${world.sandbox.url}/sandbox/stored-card`;
    expect((await postJson(url, { accountId: 'x', behaviour: 'three_d_secure' })).status).toBe(400);
    expect((await postJson(url, { behaviour: 'decline' })).status).toBe(400);
    expect((await postJson(url, { accountId: 'nobody-here', behaviour: 'decline' })).status).toBe(404);
  });
});
