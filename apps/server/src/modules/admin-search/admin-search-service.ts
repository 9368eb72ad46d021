import {
  type Action,
  ADMIN_SEARCH_LIMIT,
  type AdminSearchResult,
  type adminSearchQuerySchema,
  PolicyScope,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/database/connection.ts';
import { adminScope } from '../../platform/policy/admin-scope.ts';
import { type Actor, type Authorize, permits, scopeOf } from '../../platform/policy/policy.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  searchCompaniesAcrossTenants,
  searchContents,
  searchContentsAcrossTenants,
  searchReaders,
  searchReadersAcrossTenants,
} from './admin-search-repository.ts';

type SearchQuery = z.output<typeof adminSearchQuerySchema>;

interface SearchCaller {
  actor: Actor;
  authorize: Authorize;
}

/**
 * Where the search looks: a company admin's company, a service admin's service, the company a system
 * admin names, or every company (null) for a system admin who names none. Another company named by a
 * company or service admin is refused (614), an unknown one is 704.
 */
async function reachOf(db: Executor, caller: SearchCaller, companyId: number | undefined) {
  if (companyId === undefined && scopeOf(caller.actor.role, 'console.search') === PolicyScope.ALL)
    return null;
  return adminScope(db, caller.actor, caller.authorize, { companyId });
}

/** Whether the role reads `action`'s rows over the whole reach (every company when it is null). */
const reads = (actor: Actor, action: Action, reach: TenantScope | null) =>
  reach === null
    ? scopeOf(actor.role, action) === PolicyScope.ALL
    : permits(actor, action, { companyId: reach.companyId, serviceId: reach.serviceId });

/**
 * GET /admin/search: readers, contents and companies holding the text, each kind only for a role that
 * reads it (a service admin without `user.read` would get no readers), at most five of each.
 */
export async function searchConsole(
  db: Executor,
  caller: SearchCaller,
  query: SearchQuery,
): Promise<AdminSearchResult> {
  const reach = await reachOf(db, caller, query.companyId);
  const { actor } = caller;
  const text = query.q;
  const limit = ADMIN_SEARCH_LIMIT;
  const none = async () => [];
  const [readers, contents, companies] = await Promise.all([
    !reads(actor, 'user.read', reach)
      ? none()
      : reach
        ? searchReaders(db, reach, text, limit)
        : searchReadersAcrossTenants(db, text, limit),
    !reads(actor, 'content.read', reach)
      ? none()
      : reach
        ? searchContents(db, reach, text, limit)
        : searchContentsAcrossTenants(db, text, limit),
    scopeOf(actor.role, 'company.read') === PolicyScope.ALL
      ? searchCompaniesAcrossTenants(db, text, limit)
      : none(),
  ]);
  return { readers, contents, companies };
}
