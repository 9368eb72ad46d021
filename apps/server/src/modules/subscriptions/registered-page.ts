import type { Page, PageQuery, RegisteredSubscription, SubscriptionStatus } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { presentSubscription } from './present-subscription.ts';
import { subscriptionsOfUser } from './subscription-repository.ts';

/** One page of a reader's subscriptions, newest first, presented at `now` (an empty page for no owner). */
export async function registeredPageOf(
  db: Executor,
  owner: { scope: TenantScope; userId: number } | null,
  query: PageQuery & { status?: SubscriptionStatus | undefined },
  now: Date,
): Promise<Page<RegisteredSubscription>> {
  if (!owner) return presentPage(query, [], 0);
  const { rows, total } = await subscriptionsOfUser(db, owner.scope, owner.userId, {
    ...pageWindow(query),
    status: query.status,
  });
  const content: RegisteredSubscription[] = [];
  for (const row of rows) content.push(await presentSubscription(db, row, now));
  return presentPage(query, content, total);
}
