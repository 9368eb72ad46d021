/** Test support: search tabs and boxes written straight into the database (the settings calls come separately). */
import { randomBytes } from 'node:crypto';
import { SearchableField, SearchOperation, SearchTabType } from '@hondana/contract';
import { searchBoxContentGroups, searchBoxes, searchTabs } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export async function insertSearchTab(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof searchTabs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(searchTabs)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      title: `Tab ${randomBytes(4).toString('hex')}`,
      type: SearchTabType.PARAM,
      ...values,
    })
    .returning({ id: searchTabs.id });
  if (!row) throw new Error('tab not inserted');
  return row.id;
}

export type SearchBoxInsert = Partial<typeof searchBoxes.$inferInsert> & {
  operation: SearchOperation;
  searchFields: NonNullable<(typeof searchBoxes.$inferInsert)['searchFields']>;
};

/**
 * A box of the tab; choice boxes get a match value unless given or offering content groups (a group-only
 * choice box needs none), groups are offered in the order given.
 */
export async function insertSearchBox(
  db: Database,
  tenant: Tenant,
  tabId: number,
  values: SearchBoxInsert,
  groupIds: number[] = [],
) {
  const choice =
    values.operation === SearchOperation.SINGLE_CHOICE || values.operation === SearchOperation.MULTI_CHOICE;
  const [row] = await db
    .insert(searchBoxes)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      tabId,
      label: `Box ${randomBytes(4).toString('hex')}`,
      searchType: SearchTabType.PARAM,
      matchValues: choice && !values.searchFields.includes(SearchableField.CONTENT_GROUP) ? ['-'] : [],
      ...values,
    })
    .returning({ id: searchBoxes.id });
  if (!row) throw new Error('box not inserted');
  if (groupIds.length) {
    await db.insert(searchBoxContentGroups).values(
      groupIds.map((contentGroupId, index) => ({
        companyId: tenant.company.id,
        searchBoxId: row.id,
        contentGroupId,
        ordinal: index + 1,
      })),
    );
  }
  return row.id;
}
