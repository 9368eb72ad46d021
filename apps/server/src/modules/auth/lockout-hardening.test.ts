import { ResultCode, RoleLevel } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountUnlockTokens, mailOutbox } from '../../db/schema/index.ts';
import {
  addressesFrom,
  addressOf,
  createUser,
  getLogout,
  postAdminLogin,
  postLogin,
  useLoginWorld,
} from './auth-test-support.ts';
import { ACCOUNT_LOCK_FAILURES, ACCOUNT_LOCK_MINUTES } from './lockout-policy.ts';

const MINUTE = 60_000;
const world = useLoginWorld(new Date('2026-11-01T09:00:00Z'));
const freshIp = addressesFrom('10.30');

async function userLogin(identifier: string, password: string, remoteAddress: string) {
  const body = (
    await postLogin(world.app, addressOf(world.tenant), identifier, password, { remoteAddress })
  ).json();
  if (body.status === 200) await getLogout(world.app, body.data.accessToken);
  return body.status as number;
}

async function adminLogin(email: string, password: string, remoteAddress: string) {
  const body = (await postAdminLogin(world.app, email, password, { remoteAddress })).json();
  if (body.status === 200) await getLogout(world.app, body.data.accessToken);
  return body.status as number;
}

const unlock = (token: string) =>
  world.app.inject({ method: 'PUT', url: `/api/v1/auth/unlock-account/${token}` }).then((r) => r.json());

/** The unlock link of the latest mail to an address: its page and its token. */
async function unlockMail(to: string) {
  const [row] = await world.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /(https?:\/\/\S+\/unlock-account)\?token=([A-Za-z0-9_-]+)/.exec(row?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no unlock link mailed to ${to}`);
  return { page: match[1], token: match[2], text: row?.text ?? '' };
}

describe('lock-out per account and address', () => {
  it("an attacker's failures lock the account from the attacker's address only", async () => {
    const [attacker, owner] = [freshIp(), freshIp()];
    const member = await createUser(world.database.db, world.tenant);
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect(await userLogin(member.email, 'guess', attacker)).toBe(ResultCode.WRONG_PASSWORD);
    }
    expect(await userLogin(member.email, member.password, attacker)).toBe(ResultCode.ACCOUNT_LOCKED);
    expect(await userLogin(member.email, member.password, owner)).toBe(200);
    // The owner's success does not lift the attacker's lock.
    expect(await userLogin(member.email, member.password, attacker)).toBe(ResultCode.ACCOUNT_LOCKED);
  });

  it('locks the system admin from one address, never from the others', async () => {
    const [attacker, owner] = [freshIp(), freshIp()];
    const admin = await createUser(world.database.db, null);
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect(await adminLogin(admin.email, 'guess', attacker)).toBe(ResultCode.WRONG_PASSWORD);
    }
    expect(await adminLogin(admin.email, admin.password, attacker)).toBe(ResultCode.ACCOUNT_LOCKED);
    expect(await adminLogin(admin.email, admin.password, owner)).toBe(200);
  });

  it('locks an unknown identifier per address as well, so the answers stay alike', async () => {
    const [attacker, other] = [freshIp(), freshIp()];
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) await userLogin('nobody@example.test', 'guess', attacker);
    expect(await userLogin('nobody@example.test', 'guess', attacker)).toBe(ResultCode.ACCOUNT_LOCKED);
    expect(await userLogin('nobody@example.test', 'guess', other)).toBe(ResultCode.WRONG_PASSWORD);
  });
});

describe('unlock link', () => {
  it('mails the owner a single-use link to the portal page that lifts the lock of that address', async () => {
    const ip = freshIp();
    const member = await createUser(world.database.db, world.tenant, { lang: 'en' });
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) await userLogin(member.email, 'typo', ip);
    expect(await userLogin(member.email, member.password, ip)).toBe(ResultCode.ACCOUNT_LOCKED);

    const mail = await unlockMail(member.email);
    expect(mail.page).toBe(`http://localhost:3000/${world.tenant.service.path}/unlock-account`);
    expect(mail.text).toContain(ip);
    const [stored] = await world.database.db
      .select()
      .from(accountUnlockTokens)
      .where(eq(accountUnlockTokens.userId, member.user.id));
    expect(stored?.tokenHash).not.toContain(mail.token);

    expect(await unlock(mail.token)).toMatchObject({ status: 200, data: { accepted: true } });
    expect(await userLogin(member.email, member.password, ip)).toBe(200);
    expect(await unlock(mail.token)).toMatchObject({ status: ResultCode.INVALID_KEY });
  });

  it('sends the admin login to the administration page, and the link dies with the lock', async () => {
    const ip = freshIp();
    const admin = await createUser(world.database.db, world.tenant, { roleLevel: RoleLevel.COMPANY_ADMIN });
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) await adminLogin(admin.email, 'typo', ip);
    const mail = await unlockMail(admin.email);
    expect(mail.page).toBe('http://localhost:3000/admin/unlock-account');

    world.clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
    expect(await unlock(mail.token)).toMatchObject({ status: ResultCode.INVALID_KEY });
    expect(await adminLogin(admin.email, admin.password, ip)).toBe(200);
  });

  it('refuses an unknown link and changes nothing', async () => {
    expect(await unlock('x'.repeat(43))).toMatchObject({ status: ResultCode.INVALID_KEY });
  });
});
