import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';
import { type PlanState, planStateOf } from '../viewer/reader-access.ts';

/**
 * THE rule of subscription plans over contents (result code 839 when it refuses a view, 840 a favourite), alias `c` for
 * contents. A content is a plan content when one of its groups is in a live (not archived) plan; the
 * reader is registered for it when they hold such a plan, ACTIVE or CANCEL (cancelling stops renewal,
 * not the paid period), whose access has not ended at `at`, the request's instant by the injected clock
 * (access_ends_at is kept by the subscription store). A content in no plan's groups needs no plan.
 */
const planGroupsOfContent = sql`
  from content_group_contents pm
  join subscription_plan_content_groups pg
    on pg.company_id = pm.company_id and pg.content_group_id = pm.content_group_id
  join subscription_plans sp
    on sp.company_id = pg.company_id and sp.id = pg.subscription_plan_id and sp.archived_at is null
  where pm.company_id = c.company_id and pm.content_id = c.id`;

export const isPlanContentSql: SQL = sql`exists (select 1 ${planGroupsOfContent})`;

/**
 * A reader is also registered for the contents of the content groups their user groups name
 * (a user group's content groups): what the organisation holds for its members and its network, IP
 * users included (docs/decisions.md, "User groups' content groups").
 */
export function isRegisteredSql(userId: number | null, at: Date): SQL {
  if (userId === null) return sql`false`;
  return sql`(exists (select 1 ${planGroupsOfContent} and exists (
    select 1 from user_subscriptions us
    where us.company_id = sp.company_id and us.subscription_plan_id = sp.id and us.user_id = ${userId}
      and us.access_ends_at > ${at.toISOString()}::timestamptz))
  or exists (select 1 from content_group_contents gm
    join user_group_content_groups ugc
      on ugc.company_id = gm.company_id and ugc.content_group_id = gm.content_group_id
    join user_group_members m
      on m.company_id = ugc.company_id and m.user_group_id = ugc.user_group_id and m.user_id = ${userId}
    where gm.company_id = c.company_id and gm.content_id = c.id))`;
}

/** Whether the service has a plan that is not archived (then contents may need one). */
export async function serviceHasPlans(db: Executor, scope: ServiceScope): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from subscription_plans sp
    where ${serviceIs('sp', scope)} and sp.archived_at is null) as found`);
  return result.rows[0]?.found === true;
}

/** The content's plan state for the reader (the reader-access table's `plan` fact). */
export async function planStateOfContent(
  db: Executor,
  scope: ServiceScope,
  userId: number | null,
  contentId: number,
  at: Date,
): Promise<PlanState> {
  const result = await db.execute<{ plan: boolean; registered: boolean }>(sql`
    select ${isPlanContentSql} as plan, ${isRegisteredSql(userId, at)} as registered
    from contents c where ${companyIs('c', scope)} and c.id = ${contentId}`);
  const row = result.rows[0];
  return planStateOf(row?.plan === true, row?.registered === true);
}
