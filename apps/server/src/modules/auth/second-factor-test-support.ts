/** Helpers for the second-factor tests (imported by *.test.ts only). */
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Clock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import { TOTP_PERIOD_SECONDS } from './second-factor-totp.ts';

/**
 * The code the authenticator app shows at the clock's time (`steps` periods later or earlier): the
 * app's side of the exchange, computed from the secret as any authenticator does.
 */
export const authenticatorCode = (secret: string, clock: Clock, steps = 0): string =>
  generateSync({
    secret,
    epoch: Math.floor(clock.now().getTime() / 1000) + steps * TOTP_PERIOD_SECONDS,
  });

const json = (token?: string) => ({
  host: 'localhost:3000',
  ...(token ? { 'x-access-token': token } : {}),
});

export function post(app: App, url: string, body: unknown, options: { token?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: json(options.token),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    payload: body as object,
  });
}

export function adminLogin(app: App, email: string, password: string, ip: string) {
  return post(app, '/auth/admin-login', { email, password_hash: clientPasswordHash(password) }, { ip });
}

/** Sets up and confirms the signed-in staff member's authenticator through the API. */
export async function enrolThroughApi(app: App, token: string, clock: Clock, ip: string) {
  const started = await post(app, '/auth/second-factor/enrolment', undefined, { token, ip });
  expect(started.json(), started.body).toMatchObject({ status: 200 });
  const { secret } = started.json().data as { secret: string };
  const confirmed = await post(
    app,
    '/auth/second-factor/enrolment/confirm',
    { code: authenticatorCode(secret, clock) },
    { token, ip },
  );
  expect(confirmed.json(), confirmed.body).toMatchObject({ status: 200 });
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

/** The code of the next time step: the one just used is refused until then. */
export function nextStep(clock: { advance(ms: number): void }) {
  clock.advance(TOTP_PERIOD_SECONDS * 1000);
}
