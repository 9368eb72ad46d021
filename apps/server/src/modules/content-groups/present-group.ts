import type { ContentGroupAdminItem, ContentGroupSummary } from '@hondana/contract';
import type { contentGroups } from '../../db/schema/index.ts';

export type ContentGroupRow = typeof contentGroups.$inferSelect;

/** A group as the portal lists it, with its layout. */
export const presentGroupSummary = (row: ContentGroupRow): ContentGroupSummary => ({
  id: row.id,
  name: row.name,
  nameTranslations: row.nameTranslations,
  type: row.type,
  isDefault: row.isDefault,
  ordinal: row.ordinal,
  isWrapLine: row.isWrapLine,
  itemSize: row.itemSize,
  numRow: row.numRow,
});

/** A group as the administration lists it. */
export const presentAdminGroup = (row: ContentGroupRow, contentCount: number): ContentGroupAdminItem => ({
  ...presentGroupSummary(row),
  serviceId: row.serviceId,
  refCode: row.refCode,
  isShow: row.isShow,
  contentCount,
});
