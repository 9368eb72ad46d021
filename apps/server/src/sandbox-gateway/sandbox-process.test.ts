import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, startEntry } from '../../test/server-process.ts';
import { SANDBOX_VERITRANS_MERCHANT } from './sandbox-merchants.ts';
import { FUTURE_MM_YY, newOrderId, postJson } from './sandbox-test-support.ts';
import { veritransAuthHash } from './veritrans-api.ts';

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) await killHard(child);
});

describe('the sandbox as a process of its own', () => {
  it('starts on a free port from its own entry, tokenises, charges and counts over HTTP', async () => {
    const started = await startEntry(
      'src/sandbox-gateway/cli.ts',
      { SANDBOX_GATEWAY_PORT: '0', NODE_ENV: 'development' },
      'Sandbox payment gateway ready: ',
      children,
    );
    const url = /ready: (http:\/\/\S+)/.exec(started.output())?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await postJson(
      `${url}/veritrans/4gtoken`,
      {
        token_api_key: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
        card_number: '4111111111111111',
        card_expire: FUTURE_MM_YY,
        security_code: '123',
      },
      { origin: 'http://localhost:3000' },
    );
    expect(token.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const orderId = newOrderId();
    const params = {
      orderId,
      amount: '500',
      payNowIdParam: { token: token.body.token },
      merchantCcid: SANDBOX_VERITRANS_MERCHANT.merchantCcid,
    };
    const charged = await postJson(`${url}/veritrans/paynowid/v1/Authorize/card`, {
      params,
      authHash: veritransAuthHash(SANDBOX_VERITRANS_MERCHANT, params),
    });
    expect(charged.body).toMatchObject({ result: { mstatus: 'success' } });
    const count = await fetch(`${url}/sandbox/charges?orderId=${orderId}`);
    expect(await count.json()).toEqual({ orderId, charges: 1, attempts: 1 });
    started.child.kill('SIGTERM');
  });
});
