import { ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/** The constraint a PostgreSQL error (or its cause, as drizzle wraps it) names, with its SQLSTATE. */
function violationOf(error: unknown): { code: string; constraint: string } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, constraint, cause } = e as { code?: string; constraint?: string; cause?: unknown };
    if (code && constraint) return { code, constraint };
    e = cause;
  }
  return undefined;
}

/** What each constraint of the search page answers when a write loses a race against its check. */
const answers: Record<string, () => unknown> = {
  search_tabs_title_uq: () => appError(ResultCode.TAB_DUPLICATED, { field: 'title' }),
  search_boxes_label_uq: () => appError(ResultCode.LABEL_DUPLICATED, { field: 'label' }),
  search_boxes_full_text_uq: () => appError(ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT, { field: 'searchType' }),
  // A choice box needs a match value unless it searches content groups (migration 0012).
  search_boxes_match_values_check: () =>
    appError(ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID, {
      field: 'matchValue',
      reason: 'at least one match value',
    }),
  search_box_content_groups_cgroup_fk: () => appError(ResultCode.CONTENT_GROUP_NOT_FOUND),
};

/** The database's unique indexes and checks are the last word: their refusal gets the rule's code. */
export function asSearchPageRefusal(error: unknown): unknown {
  const violation = violationOf(error);
  const answer = violation && answers[violation.constraint];
  return answer ? answer() : error;
}
