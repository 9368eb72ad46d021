import { type SQL, sql } from 'drizzle-orm';
import { type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';
import { readerAccess } from '../viewer/reader-access.ts';
import type { Viewer } from './viewer.ts';

/**
 * The contents of the portal's service a reader can meet at all (alias `c`): processed and published by
 * its administrator. Processing, failed, unpublished and another service's contents never pass.
 */
export function serviceContentFilter(scope: ServiceScope): SQL {
  return sql`${serviceIs('c', scope)} and c.state = 'published' and c.published`;
}

const bools = [false, true] as const;
const flagCombos = bools.flatMap((loginRequired) =>
  bools.flatMap((viewOnline) => bools.map((viewBook) => ({ loginRequired, viewOnline, viewBook }))),
);

/**
 * The content flags whose contents the reader-access table lets the viewer list, as a key (the same
 * for every viewer of a kind, so lists' totals and hashtags can be cached by it). The table's `list`
 * reads no plan (its test says so), so the plan does not enter SQL.
 */
function listedCombos(viewer: Viewer) {
  return flagCombos.filter(
    (flags) =>
      readerAccess(
        { caller: viewer.caller, route: 'content', ...viewer.portal, content: { ...flags, plan: 'none' } },
        'list',
      ) === null,
  );
}

export const listKeyOf = (viewer: Viewer): string =>
  listedCombos(viewer)
    .map((f) => `${+f.loginRequired}${+f.viewOnline}${+f.viewBook}`)
    .join(',');

/**
 * THE rule of what a reader is shown, used by every catalogue list, count and search listing: the
 * service's published contents whose flags the reader-access table lets the viewer list.
 */
export function visibleContentFilter(scope: ServiceScope, viewer: Viewer): SQL {
  const listed = listedCombos(viewer);
  const base = serviceContentFilter(scope);
  if (listed.length === flagCombos.length) return base;
  if (listed.length === 0) return sql`${base} and false`;
  const each = listed.map(
    (f) =>
      sql`(c.login_required = ${f.loginRequired} and c.view_online = ${f.viewOnline} and c.enable_view_book = ${f.viewBook})`,
  );
  return sql`${base} and (${sql.join(each, sql` or `)})`;
}
