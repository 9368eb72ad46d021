import { createHash, randomBytes } from 'node:crypto';
import { loginResponseSchema, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyIdentityProviders, sessions, users } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import {
  answerOf,
  booksLogin,
  demoLogin,
  type FederatedWorld,
  post,
  signInAtProvider,
  startAt,
  type TenantAddress,
  tenants,
  updateCompany,
  useFederatedWorld,
} from './federated-test-support.ts';

let world: FederatedWorld;
useFederatedWorld((started) => {
  world = started;
});

const expectCode = (response: { json(): unknown; statusCode: number }, code: number) =>
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });

/** A Google login on Demo Library up to the provider's answer. */
async function googleAnswer(login: string, tenant: TenantAddress = tenants.demo, redirect = demoLogin) {
  const started = await startAt(world.app, tenant, 'google', redirect);
  return answerOf(await signInAtProvider(started.authorizationUrl, login));
}

const setDemoCompany = (values: Partial<typeof companies.$inferInsert>) =>
  updateCompany(world.database.db, 'Demo Library', values);

describe('POST /auth/social-login (Google) against the development provider', () => {
  it('signs the demo reader in by verified e-mail', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    const response = await post(world.app, tenants.demo, '/auth/social-login', {
      ...answer,
      keep_login: true,
    });
    expect(response.json()).toMatchObject({ status: 200 });
    const login = loginResponseSchema.parse(response.json().data);
    expect(login.user).toMatchObject({ email: 'reader@demo.hondana.test', path: 'demo' });
    expect(login.appMobileAuthToken).toBeNull();
    const [session] = await world.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(login.accessToken)));
    expect(session).toMatchObject({ loginMethod: 'google_login', keepLogin: true, userId: login.user.id });
  });

  it('sends state, a 16-character nonce and a PKCE S256 challenge to the provider', async () => {
    const started = await startAt(world.app, tenants.demo, 'google', demoLogin);
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(world.devIdentity.url);
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(demoLogin);
  });

  it('answers appMobileAuthToken for a mobile-app login', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    const response = await post(world.app, tenants.demo, '/auth/social-login', {
      ...answer,
      is_mobile_app: true,
    });
    const login = loginResponseSchema.parse(response.json().data);
    expect(login.appMobileAuthToken).toBe(login.accessToken);
  });

  it('refuses a state it never issued (891)', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    const forged = { ...answer, state: randomBytes(32).toString('base64url') };
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', forged),
      ResultCode.LOGIN_STATE_INVALID,
    );
  });

  it('refuses a replayed login (891) and a replayed code under a new state (889)', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    expect((await post(world.app, tenants.demo, '/auth/social-login', answer)).json()).toMatchObject({
      status: 200,
    });
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', answer),
      ResultCode.LOGIN_STATE_INVALID,
    );
    const fresh = await startAt(world.app, tenants.demo, 'google', demoLogin);
    const replayed = { ...answer, state: fresh.state };
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', replayed),
      ResultCode.AUTHORIZE_CODE_INVALID,
    );
  });

  it('refuses an ID token whose nonce is not the one bound to the state (890)', async () => {
    const started = await startAt(world.app, tenants.demo, 'google', demoLogin);
    const url = new URL(started.authorizationUrl);
    url.searchParams.set('nonce', 'AAAAAAAAAAAAAAAA');
    const answer = answerOf(await signInAtProvider(url.href, 'reader@demo.hondana.test'));
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', answer),
      ResultCode.ID_TOKEN_INVALID,
    );
  });

  it('refuses an ID token for another audience (890), signed by the provider itself', async () => {
    world.control.tamper = (claims) => ({ ...claims, aud: 'another-client' });
    try {
      const answer = await googleAnswer('reader@demo.hondana.test');
      expectCode(
        await post(world.app, tenants.demo, '/auth/social-login', answer),
        ResultCode.ID_TOKEN_INVALID,
      );
    } finally {
      world.control.tamper = undefined;
    }
  });

  it('refuses an expired ID token (890)', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    world.control.offsetSeconds = 200; // the token lives 60 s, 30 s tolerated; the state 10 minutes
    try {
      expectCode(
        await post(world.app, tenants.demo, '/auth/social-login', answer),
        ResultCode.ID_TOKEN_INVALID,
      );
    } finally {
      world.control.offsetSeconds = 0;
    }
  });

  it('refuses an e-mail the provider has not verified (893)', async () => {
    const answer = await googleAnswer('unverified@gmail.test');
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', answer),
      ResultCode.ACCOUNT_EMAIL_MISSING,
    );
  });

  it('an unknown e-mail: 701 while registration is closed, an account when it is open', async () => {
    await setDemoCompany({ allowRegistration: false });
    const closed = await googleAnswer('newcomer@gmail.test');
    expectCode(
      await post(world.app, tenants.demo, '/auth/social-login', closed),
      ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED,
    );
    await setDemoCompany({ allowRegistration: true });
    const open = await googleAnswer('newcomer@gmail.test');
    const response = await post(world.app, tenants.demo, '/auth/social-login', open);
    expect(response.json()).toMatchObject({ status: 200, data: { user: { email: 'newcomer@gmail.test' } } });
    const [made] = await world.database.db.select().from(users).where(eq(users.email, 'newcomer@gmail.test'));
    expect(made).toMatchObject({ roleLevel: 3, passwordHash: null, fullName: 'New Comer' });
  });

  it('refuses a redirect URL that is not the tenant login page (851)', async () => {
    const response = await post(world.app, tenants.demo, '/auth/authorization-url', {
      provider: 'google',
      redirect_url: 'http://localhost:3000/demo/elsewhere',
    });
    expectCode(response, ResultCode.URL_INVALID);
  });

  it('the Google option off: 614 at start and at login', async () => {
    const answer = await googleAnswer('reader@demo.hondana.test');
    await setDemoCompany({ googleLogin: 'none' });
    try {
      // The tenant cache hears of the change by NOTIFY, a moment after the commit.
      await expect
        .poll(
          async () =>
            (
              await post(world.app, tenants.demo, '/auth/authorization-url', {
                provider: 'google',
                redirect_url: demoLogin,
              })
            ).json().status,
          { timeout: 5000 },
        )
        .toBe(ResultCode.NO_PERMISSION);
      expectCode(await post(world.app, tenants.demo, '/auth/social-login', answer), ResultCode.NO_PERMISSION);
    } finally {
      await setDemoCompany({ googleLogin: 'enabled' });
      await expect
        .poll(
          async () =>
            (await startAt(world.app, tenants.demo, 'google', demoLogin).catch(() => null)) !== null,
          {
            timeout: 5000,
          },
        )
        .toBe(true);
    }
  });
});

describe('tenants never share a configuration or a state', () => {
  it("a tenant with Google on but no configuration of its own is refused (614), never given Demo Library's", async () => {
    await world.database.db
      .update(companies)
      .set({ googleLogin: 'enabled' })
      .where(eq(companies.domain, 'books.localhost'));
    const start = await post(world.app, tenants.books, '/auth/authorization-url', {
      provider: 'google',
      redirect_url: booksLogin,
    });
    expectCode(start, ResultCode.NO_PERMISSION);
  });

  it("Demo Library's state is refused on another tenant with its own configuration (891)", async () => {
    const [books] = await world.database.db
      .select()
      .from(companies)
      .where(eq(companies.domain, 'books.localhost'));
    await world.database.db.insert(companyIdentityProviders).values({
      companyId: books?.id ?? 0,
      provider: 'google',
      issuer: 'dev-identity',
      clientId: 'hondana-dev',
    });
    const answer = await googleAnswer('reader@demo.hondana.test');
    const moved = { ...answer, redirect_url: booksLogin };
    expectCode(
      await post(world.app, tenants.books, '/auth/social-login', moved),
      ResultCode.LOGIN_STATE_INVALID,
    );
    // Its own flow works, and finds no Demo Library account there (registration closed: 701).
    const own = await googleAnswer('reader@demo.hondana.test', tenants.books, booksLogin);
    expectCode(
      await post(world.app, tenants.books, '/auth/social-login', own),
      ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED,
    );
  });
});

describe('POST /auth/microsoft-sso-login (PKCE by the browser)', () => {
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  async function microsoftAnswer(login: string, challenge: string) {
    const started = await startAt(world.app, tenants.demo, 'microsoft', demoLogin, {
      code_challenge: challenge,
    });
    expect(new URL(started.authorizationUrl).searchParams.get('code_challenge')).toBe(challenge);
    return answerOf(await signInAtProvider(started.authorizationUrl, login));
  }

  it('signs the demo reader in with the verifier of its challenge', async () => {
    const { verifier, challenge } = pkce();
    const answer = await microsoftAnswer('reader@demo.hondana.test', challenge);
    const response = await post(world.app, tenants.demo, '/auth/microsoft-sso-login', {
      ...answer,
      code_verifier: verifier,
    });
    expect(response.json()).toMatchObject({
      status: 200,
      data: { user: { email: 'reader@demo.hondana.test' } },
    });
    const login = loginResponseSchema.parse(response.json().data);
    const [session] = await world.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(login.accessToken)));
    expect(session?.loginMethod).toBe('microsoft_login');
  });

  it('refuses a verifier that does not match the challenge (889)', async () => {
    const { challenge } = pkce();
    const answer = await microsoftAnswer('reader@demo.hondana.test', challenge);
    const response = await post(world.app, tenants.demo, '/auth/microsoft-sso-login', {
      ...answer,
      code_verifier: pkce().verifier,
    });
    expectCode(response, ResultCode.AUTHORIZE_CODE_INVALID);
  });

  it('needs the challenge at start (406)', async () => {
    const response = await post(world.app, tenants.demo, '/auth/authorization-url', {
      provider: 'microsoft',
      redirect_url: demoLogin,
    });
    expectCode(response, ResultCode.BAD_PARAMETERS);
  });

  it('refuses an account without a name (892)', async () => {
    const { verifier, challenge } = pkce();
    const answer = await microsoftAnswer('noname@outlook.test', challenge);
    const response = await post(world.app, tenants.demo, '/auth/microsoft-sso-login', {
      ...answer,
      code_verifier: verifier,
    });
    expectCode(response, ResultCode.MICROSOFT_NAME_EMPTY);
  });
});
