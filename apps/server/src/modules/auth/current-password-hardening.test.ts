import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { addressesFrom, addressOf, createUser, postLogin, useLoginWorld } from './auth-test-support.ts';
import { ACCOUNT_LOCK_FAILURES, ACCOUNT_LOCK_MINUTES } from './lockout-policy.ts';

const MINUTE = 60_000;
const world = useLoginWorld(new Date('2026-11-01T09:00:00Z'));
const freshIp = addressesFrom('10.40');

/** A reader signed in from `ip`: the stolen session of the tests. */
async function signedIn(ip: string) {
  const member = await createUser(world.database.db, world.tenant);
  const login = (
    await postLogin(world.app, addressOf(world.tenant), member.email, member.password, { remoteAddress: ip })
  ).json();
  expect(login.status).toBe(200);
  return { ...member, token: login.data.accessToken as string };
}

type Member = Awaited<ReturnType<typeof signedIn>>;

const changePassword = (member: Member, oldPass: string, ip: string) =>
  world.app
    .inject({
      method: 'PUT',
      url: '/api/v1/user/change-password',
      headers: { 'x-access-token': member.token },
      remoteAddress: ip,
      payload: {
        user_id: member.user.id,
        old_pass: oldPass,
        new_pass: 'Brand-new-2027',
        confirm_pass: 'Brand-new-2027',
      },
    })
    .then((r) => r.json().status as number);

const changeEmail = (member: Member, password: string, ip: string) =>
  world.app
    .inject({
      method: 'PUT',
      url: `/api/v1/user/change-email/${member.user.id}`,
      headers: { 'x-access-token': member.token },
      remoteAddress: ip,
      payload: { new_email: `moved-${member.user.id}@example.test`, password },
    })
    .then((r) => r.json().status as number);

describe('the current-password check counts toward the login lock-out', () => {
  it('change password: five wrong guesses lock the account from that address, the right one then gets 425', async () => {
    const ip = freshIp();
    const member = await signedIn(ip);
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect(await changePassword(member, `guess-${i}`, ip)).toBe(ResultCode.PASSWORD_INCORRECT);
    }
    expect(await changePassword(member, member.password, ip)).toBe(ResultCode.ACCOUNT_LOCKED);
    // The login from that address is locked as well; nothing changed: the old password still works elsewhere.
    const fromThere = await postLogin(world.app, addressOf(world.tenant), member.email, member.password, {
      remoteAddress: ip,
    });
    expect(fromThere.json().status).toBe(ResultCode.ACCOUNT_LOCKED);
    const elsewhere = await postLogin(world.app, addressOf(world.tenant), member.email, member.password, {
      remoteAddress: freshIp(),
    });
    expect(elsewhere.json().status).toBe(200);
    world.clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
  });

  it('change e-mail: guesses count the same way, mixed with failed logins', async () => {
    const ip = freshIp();
    const member = await signedIn(ip);
    for (let i = 0; i < 2; i++) {
      const login = await postLogin(world.app, addressOf(world.tenant), member.email, 'wrong', {
        remoteAddress: ip,
      });
      expect(login.json().status).toBe(ResultCode.WRONG_PASSWORD);
    }
    for (let i = 2; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect(await changeEmail(member, `guess-${i}`, ip)).toBe(ResultCode.PASSWORD_INCORRECT);
    }
    expect(await changeEmail(member, member.password, ip)).toBe(ResultCode.ACCOUNT_LOCKED);
    world.clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
    expect(await changeEmail(member, member.password, ip)).toBe(200);
  });
});
