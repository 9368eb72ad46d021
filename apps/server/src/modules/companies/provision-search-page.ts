import { SortFieldType } from '@hondana/contract';
import { and, count, eq } from 'drizzle-orm';
import {
  contentGroups,
  searchBoxContentGroups,
  searchBoxes,
  searchTabs,
  sortFields,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { checkBoxRules } from '../search-settings/box-rules.ts';
import { defaultSortFields } from '../sort-fields/default-sort-fields.ts';
import type { SearchPageTab } from './search-page-tab.ts';

/**
 * Gives a service its search page when it has no tab yet (a second run changes nothing), and the
 * search-result sort fields when it has none. Every box passes the rules the administration's calls
 * apply; a content group the service lacks is an error in the definition.
 */
export async function ensureSearchPage(
  tx: Executor,
  scope: ServiceScope,
  tabs: readonly SearchPageTab[],
): Promise<void> {
  const [sorts] = await tx
    .select({ n: count() })
    .from(sortFields)
    .where(and(inService(sortFields, scope), eq(sortFields.type, SortFieldType.SEARCH_RESULT)));
  if ((sorts?.n ?? 0) === 0) {
    await tx.insert(sortFields).values(
      defaultSortFields.map((field, index) => ({
        ...scope,
        ...field,
        titleTranslations: { ...field.titleTranslations },
        type: SortFieldType.SEARCH_RESULT,
        ordinal: index + 1,
      })),
    );
  }
  const [held] = await tx.select({ n: count() }).from(searchTabs).where(inService(searchTabs, scope));
  if ((held?.n ?? 0) > 0) return;
  const groups = await tx
    .select({ id: contentGroups.id, name: contentGroups.name })
    .from(contentGroups)
    .where(inService(contentGroups, scope));
  const groupIds = new Map(groups.map((g) => [g.name, g.id]));
  for (const [tabIndex, tab] of tabs.entries()) {
    const [tabRow] = await tx
      .insert(searchTabs)
      .values({
        ...scope,
        title: tab.title,
        titleTranslations: tab.titleTranslations,
        type: tab.type,
        ordinal: tabIndex + 1,
        buttonLabel: tab.button.label,
        buttonLabelTranslations: tab.button.labelTranslations,
        buttonIcon: tab.button.icon,
        buttonBackgroundColor: tab.button.backgroundColor,
        buttonTextColor: tab.button.textColor,
        buttonAlign: tab.button.align,
      })
      .returning({ id: searchTabs.id });
    if (!tabRow) throw new Error(`search tab ${tab.title} not created`);
    for (const [boxIndex, box] of tab.boxes.entries()) {
      const offered = (box.groups ?? []).map((name) => {
        const id = groupIds.get(name);
        if (id === undefined) throw new Error(`search box ${box.label}: no content group ${name}`);
        return id;
      });
      const matchValues = box.matchValues ?? [];
      checkBoxRules({ ...box, matchValues, contentGroupIds: offered });
      const [boxRow] = await tx
        .insert(searchBoxes)
        .values({
          ...scope,
          tabId: tabRow.id,
          label: box.label,
          labelTranslations: box.labelTranslations,
          size: box.size,
          operation: box.operation,
          searchType: box.searchType,
          searchFields: box.searchFields,
          matchValues,
          ordinal: boxIndex + 1,
        })
        .returning({ id: searchBoxes.id });
      if (!boxRow) throw new Error(`search box ${box.label} not created`);
      if (offered.length) {
        await tx.insert(searchBoxContentGroups).values(
          offered.map((contentGroupId, i) => ({
            companyId: scope.companyId,
            searchBoxId: boxRow.id,
            contentGroupId,
            ordinal: i + 1,
          })),
        );
      }
    }
  }
}
