import { ResultCode, UserSubscriptionType } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  answerOf,
  demoLogin,
  eduLogin,
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

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function setPeriod(where: ReturnType<typeof eq>, start: Date | null, end: Date | null) {
  await world.database.db
    .update(users)
    .set({ subscriptionType: UserSubscriptionType.LOGIN, subscriptionStart: start, subscriptionEnd: end })
    .where(where);
}

describe('the user access period on federated logins', () => {
  it('refuses a Google login to an account whose period has ended (811)', async () => {
    const email = 'reader@demo.hondana.test';
    await setPeriod(sql`lower(${users.email}) = ${email}`, daysFromNow(-30), daysFromNow(-1));
    const started = await startAt(world.app, tenants.demo, 'google', demoLogin);
    const answer = answerOf(await signInAtProvider(started.authorizationUrl, email));
    const response = await post(world.app, tenants.demo, '/auth/social-login', answer);
    expect(response.json()).toMatchObject({
      status: ResultCode.USER_ACCESS_EXPIRED,
      message: 'api.error.811',
    });
  });

  it('refuses an education-ID login before the period begins (810)', async () => {
    const eduLoginAs = async (extra: Record<string, unknown> = {}) => {
      const started = await startAt(world.app, tenants.edu, 'external_id', eduLogin);
      const answer = answerOf(await signInAtProvider(started.authorizationUrl, 'edu-student-02'));
      return post(world.app, tenants.edu, '/auth/gakken-id-login', { ...answer, ...extra });
    };
    expect((await eduLoginAs({ is_accept_terms_and_condition: true })).json().status).toBe(200);
    await setPeriod(eq(users.externalId, 'edu-student-02'), daysFromNow(1), null);
    expect((await eduLoginAs()).json().status).toBe(ResultCode.USER_ACCESS_NOT_STARTED);
  });
});
