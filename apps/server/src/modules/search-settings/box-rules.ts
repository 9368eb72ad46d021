import {
  isChoiceOperation,
  ResultCode,
  SearchableField,
  type SearchOperation,
  SearchTabType,
  searchFieldsByOperation,
} from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/** A search box as it would be stored: what the rules look at. */
export interface BoxDraft {
  operation: SearchOperation;
  searchType: number;
  searchFields: readonly string[];
  matchValues: readonly string[];
  contentGroupIds: readonly number[];
}

const invalid = (field: string, reason: string) =>
  appError(ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID, { field, reason });

const hasRepeats = <T>(values: readonly T[]) => new Set(values).size !== values.length;

/**
 * The validation rules on the resulting box (add and update alike), 422 when one fails: the fields
 * fit the operation (`searchFieldsByOperation`) without repeats; a choice box offers at least one match
 * value or, when it searches `contentGroup`, content groups, none repeated (values compared trimmed and
 * case-insensitive); match values only on the fields they can match; other boxes take neither; a
 * parameter box searches at least one field (a full-text box searches the books themselves).
 */
export function checkBoxRules(box: BoxDraft): void {
  const allowed = searchFieldsByOperation[box.operation] as readonly string[];
  if (box.searchFields.some((field) => !allowed.includes(field))) {
    throw invalid('searchFields', 'a field the operation cannot search');
  }
  if (hasRepeats(box.searchFields)) throw invalid('searchFields', 'a field named twice');
  const byGroup = box.searchFields.includes(SearchableField.CONTENT_GROUP);
  const byValue = box.searchFields.some((field) => field !== SearchableField.CONTENT_GROUP);
  if (isChoiceOperation(box.operation)) {
    if (box.matchValues.length === 0 && !(byGroup && box.contentGroupIds.length > 0)) {
      throw invalid('matchValue', 'at least one match value or content group');
    }
    if (byGroup && box.contentGroupIds.length === 0) {
      throw invalid('contentGroupIds', 'at least one content group');
    }
    if (!byGroup && box.contentGroupIds.length > 0) {
      throw invalid('contentGroupIds', 'content groups need the contentGroup field');
    }
    if (box.matchValues.length > 0 && !byValue) {
      throw invalid('matchValue', 'match values need a field to match');
    }
    if (hasRepeats(box.matchValues.map((v) => v.trim().toLowerCase()))) {
      throw invalid('matchValue', 'a match value repeated');
    }
    if (hasRepeats(box.contentGroupIds)) throw invalid('contentGroupIds', 'a content group repeated');
    return;
  }
  if (box.matchValues.length > 0) throw invalid('matchValue', 'match values belong to choice boxes');
  if (box.contentGroupIds.length > 0) {
    throw invalid('contentGroupIds', 'content groups belong to choice boxes');
  }
  if (box.searchType !== SearchTabType.FULL_TEXT && box.searchFields.length === 0) {
    throw invalid('searchFields', 'at least one field');
  }
}
