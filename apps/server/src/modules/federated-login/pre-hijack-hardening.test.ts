/**
 * Account pre-hijacking: someone registers a password account with an address they do not own, and the
 * owner later signs in with Google or Microsoft. The registrant must never keep access: the account
 * cannot sign in unconfirmed, and a federated login with the verified address confirms it, removes the
 * registrant's password and tells the address by mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { loginResponseSchema, ResultCode } from '@hondana/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import {
  answerOf,
  demoLogin,
  type FederatedWorld,
  post,
  signInAtProvider,
  startAt,
  tenants,
  useFederatedWorld,
} from './federated-test-support.ts';

let world: FederatedWorld;
useFederatedWorld((started) => {
  world = started;
});

const ATTACKER_PASSWORD = 'Squatter-Pass-1';

/** The attacker's sign-up on Demo Library with the victim's address. */
async function squat(email: string) {
  const response = await post(world.app, tenants.demo, '/auth/register', {
    email,
    username: `squat${Date.now().toString(36)}`,
    password: ATTACKER_PASSWORD,
    confirm_password: ATTACKER_PASSWORD,
    full_name: 'Squatter',
    lang: 'en',
  });
  expect(response.json().status).toBe(200);
  return response.json().data as { id: number };
}

const passwordLogin = (email: string) =>
  post(world.app, tenants.demo, '/auth/login', {
    email,
    password_hash: clientPasswordHash(ATTACKER_PASSWORD),
  });

async function federatedLogin(provider: 'google' | 'microsoft', login: string) {
  if (provider === 'google') {
    const started = await startAt(world.app, tenants.demo, provider, demoLogin);
    const answer = answerOf(await signInAtProvider(started.authorizationUrl, login));
    return post(world.app, tenants.demo, '/auth/social-login', answer);
  }
  // Microsoft: PKCE by the browser.
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const started = await startAt(world.app, tenants.demo, provider, demoLogin, { code_challenge: challenge });
  const answer = answerOf(await signInAtProvider(started.authorizationUrl, login));
  return post(world.app, tenants.demo, '/auth/microsoft-sso-login', { ...answer, code_verifier: verifier });
}

const mailsTo = (to: string) =>
  world.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

describe.each([
  ['google', 'newcomer@gmail.test', 'Google'],
  ['microsoft', 'newcomer@outlook.test', 'Microsoft'],
] as const)('a %s login with the address of an unconfirmed sign-up', (provider, email, name) => {
  it("takes the account over: confirmed, the registrant's password gone, the address told", async () => {
    const squatted = await squat(email);
    expect((await passwordLogin(email)).json().status).toBe(ResultCode.EMAIL_NOT_CONFIRMED);

    const response = await federatedLogin(provider, email);
    expect(response.json().status).toBe(200);
    const login = loginResponseSchema.parse(response.json().data);
    expect(login.user.id).toBe(squatted.id);

    const [row] = await world.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, squatted.id), eq(users.email, email)));
    expect(row).toMatchObject({ passwordHash: null, unconfirmedSince: null });
    // The registrant's password opens nothing any more.
    expect((await passwordLogin(email)).json().status).toBe(ResultCode.WRONG_PASSWORD);

    const [notice] = await mailsTo(email);
    expect(notice?.subject).toContain(`${name} sign-in`);
    expect(notice?.text).toContain('password chosen when it was registered has been removed');
    expect(notice?.text).not.toContain(ATTACKER_PASSWORD);
  });
});
