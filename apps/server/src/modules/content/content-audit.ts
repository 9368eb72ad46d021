import type { AuditChange } from '../../platform/audit/audited-write.ts';
import { rowChange } from '../../platform/audit/row-change.ts';
import type { ContentRow } from './content-repository.ts';

/** What the trail keeps of a content: its fields, not its search index or its table of contents. */
function snapshot(row: ContentRow | null): (ContentRow & Record<string, unknown>) | null {
  if (!row) return null;
  const { searchVector: _index, toc: _toc, ...fields } = row;
  return fields as ContentRow & Record<string, unknown>;
}

/**
 * The change of a content: `publish` or `unpublish` when an update turned it visible or hidden for
 * readers, else the action given.
 */
export function contentChange(
  action: string,
  before: ContentRow | null,
  after: ContentRow | null,
): AuditChange {
  const named =
    action === 'update' && before && after && before.published !== after.published
      ? after.published
        ? 'publish'
        : 'unpublish'
      : action;
  return rowChange('content', named, snapshot(before), snapshot(after));
}
