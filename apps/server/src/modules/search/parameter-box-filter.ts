import {
  ContentGroupType,
  isChoiceOperation,
  isRangeOperation,
  ResultCode,
  SearchableField,
  SearchOperation,
  type SearchRequest,
  SearchTabType,
  searchFieldsByOperation,
} from '@hondana/contract';
import type { SQL } from 'drizzle-orm';
import { appError } from '../../platform/http/app-error.ts';
import type { CardContext } from '../catalogue/catalogue-query.ts';
import type { SearchBoxRow } from './parameter-box-repository.ts';
import {
  anyOf,
  choiceCondition,
  containsCondition,
  equalsCondition,
  type GroupMembership,
  groupCondition,
  rangeCondition,
} from './parameter-conditions.ts';
import { isEmptyRequest, rangeOf, valuesOf } from './parameter-values.ts';

/** What a box may be asked for: its fields that fit its operation (the administration checks this too). */
const fieldsOf = (box: SearchBoxRow) =>
  box.searchFields.filter((field) => searchFieldsByOperation[box.operation].includes(field));

/** The group a choice box offers, as the catalogue computes it for this caller; 710 when out of reach. */
function membershipOf(context: CardContext, offered: ReadonlySet<number>, id: number): GroupMembership {
  const group = context.settings.groups[id];
  const { userId } = context.viewer;
  if (!group || !offered.has(id)) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  switch (group.type) {
    case ContentGroupType.NEW:
      return { type: group.type, days: context.settings.newPeriodDays };
    case ContentGroupType.POPULAR:
      return { type: group.type, ids: context.popularIds };
    case ContentGroupType.FAVORITE:
    case ContentGroupType.RECENTLY:
      if (userId === null) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
      return { type: group.type, userId };
    default:
      return { type: group.type === ContentGroupType.RECOMMEND ? group.type : ContentGroupType.NORMAL, id };
  }
}

/** A choice box: any of its values in any of its fields, or any of its groups (one of either for single choice). */
function choiceFilter(
  context: CardContext,
  box: SearchBoxRow,
  request: SearchRequest,
  offered: ReadonlySet<number>,
): SQL | null {
  const values = valuesOf(request);
  const groupIds = [...new Set(request.contentGroupIdList ?? [])];
  const fields = fieldsOf(box);
  if (box.operation === SearchOperation.SINGLE_CHOICE && values.length + groupIds.length > 1) {
    throw appError(ResultCode.BAD_PARAMETERS);
  }
  if (values.some((value) => !box.matchValues.includes(value))) throw appError(ResultCode.BAD_PARAMETERS);
  if (groupIds.length && !fields.includes(SearchableField.CONTENT_GROUP)) {
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  }
  const parts = values.length ? [choiceCondition(fields, values)] : [];
  const inGroups = groupCondition(groupIds.map((id) => membershipOf(context, offered, id)));
  if (inGroups) parts.push(inGroups);
  return anyOf(parts);
}

/**
 * The condition of one box for what the reader gave it, or null when the value is empty (dropped).
 * Text boxes take one value; a full-text box is not part of a parameter search (the web sends its
 * words to the full-text search) and asks nothing here.
 */
export function boxFilter(
  context: CardContext,
  box: SearchBoxRow,
  request: SearchRequest,
  offered: ReadonlySet<number>,
): SQL | null {
  if (box.searchType === SearchTabType.FULL_TEXT || isEmptyRequest(request)) return null;
  const fields = fieldsOf(box);
  if (isRangeOperation(box.operation)) {
    const range = rangeOf(request, box.operation);
    return range && rangeCondition(fields, range, box.operation);
  }
  if (isChoiceOperation(box.operation)) return choiceFilter(context, box, request, offered);
  const values = valuesOf(request);
  if (values.length > 1 || (request.contentGroupIdList ?? []).length)
    throw appError(ResultCode.BAD_PARAMETERS);
  const [value] = values as [string];
  return box.operation === SearchOperation.PARTIAL
    ? containsCondition(fields, value)
    : equalsCondition(fields, value);
}
