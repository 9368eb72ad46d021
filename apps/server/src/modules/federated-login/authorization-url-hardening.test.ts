import { ResultCode } from '@hondana/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, federatedLoginRequests, services } from '../../db/schema/index.ts';
import { demoLogin, type FederatedWorld, tenants, useFederatedWorld } from './federated-test-support.ts';
import { LOGIN_REQUEST_MINUTES, LOGIN_REQUESTS_PER_ADDRESS } from './start-login.ts';

let world: FederatedWorld;
useFederatedWorld((started) => {
  world = started;
});

const startFrom = (remoteAddress: string) =>
  world.app
    .inject({
      method: 'POST',
      url: '/api/v1/auth/authorization-url',
      headers: { host: tenants.demo.host },
      remoteAddress,
      payload: {
        provider: 'google',
        redirect_url: demoLogin,
        domain: tenants.demo.domain,
        path: tenants.demo.path,
      },
    })
    .then((response) => response.json());

const rowsFrom = async (ip: string) => {
  const [row] = await world.database.db
    .select({ n: count() })
    .from(federatedLoginRequests)
    .where(sql`${federatedLoginRequests.ip} = ${ip}::inet`);
  return row?.n ?? 0;
};

describe('POST /auth/authorization-url is throttled per address and its rows expire', () => {
  it(`refuses an address past ${LOGIN_REQUESTS_PER_ADDRESS} requests in ${LOGIN_REQUEST_MINUTES} minutes, writing nothing`, async () => {
    const flooder = '10.50.0.1';
    for (let i = 0; i < LOGIN_REQUESTS_PER_ADDRESS; i++) expect((await startFrom(flooder)).status).toBe(200);
    expect(await startFrom(flooder)).toMatchObject({
      status: ResultCode.TOO_MANY_REQUESTS,
      message: `api.error.${ResultCode.TOO_MANY_REQUESTS}`,
    });
    expect(await rowsFrom(flooder)).toBe(LOGIN_REQUESTS_PER_ADDRESS);
    expect((await startFrom('10.50.0.2')).status).toBe(200);

    world.control.offsetSeconds += LOGIN_REQUEST_MINUTES * 60 + 1;
    expect((await startFrom(flooder)).status).toBe(200);
    // The flood's rows had expired: the new request removed them.
    expect(await rowsFrom(flooder)).toBe(1);
  });

  it("removes every tenant's expired requests, not only those of the tenant asking", async () => {
    const [edu] = await world.database.db
      .select({ companyId: services.companyId, serviceId: services.id })
      .from(services)
      .innerJoin(companies, eq(companies.id, services.companyId))
      .where(eq(companies.name, 'Edu Campus'))
      .limit(1);
    if (!edu) throw new Error('no Edu Campus service');
    const past = new Date(Date.now() + world.control.offsetSeconds * 1000 - 60_000);
    await world.database.db.insert(federatedLoginRequests).values({
      ...edu,
      provider: 'external_id',
      stateHash: 'expired-state-of-another-tenant',
      nonce: 'ABCDEFGHIJKLMNOP',
      redirectUri: 'http://localhost:3000/edu/login',
      codeVerifier: 'verifier',
      createdAt: past,
      expiresAt: past,
    });
    expect((await startFrom('10.50.0.3')).status).toBe(200);
    const left = await world.database.db
      .select()
      .from(federatedLoginRequests)
      .where(eq(federatedLoginRequests.stateHash, 'expired-state-of-another-tenant'));
    expect(left).toEqual([]);
  });
});
