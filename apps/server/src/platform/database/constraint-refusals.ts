import { ResultCode } from '@hondana/contract';
import { type AppError, appError } from '../http/app-error.ts';

/** The answer a constraint's refusal gets: its result code and the field the caller should fix. */
interface Refusal {
  code: number;
  field?: string;
  reason?: string;
}

/**
 * What each database constraint answers when a write breaks it. The constraints are the last word on
 * duplicates and references: a write that lost a race against the service's own check answers that
 * check's code instead of a 500.
 */
export const constraintRefusals: Readonly<Record<string, Refusal>> = {
  companies_full_domain_uq: { code: ResultCode.DOMAIN_EXISTS, field: 'domain' },
  services_path_uq: { code: ResultCode.DOMAIN_EXISTS, field: 'path' },
  users_company_email_uq: { code: ResultCode.USER_EMAIL_DUPLICATED },
  users_system_email_uq: { code: ResultCode.USER_EMAIL_DUPLICATED },
  users_company_username_uq: { code: ResultCode.USERNAME_DUPLICATED },
  users_system_username_uq: { code: ResultCode.USERNAME_DUPLICATED },
  users_company_external_id_uq: { code: ResultCode.SSO_ID_EXISTS, field: 'externalId' },
  user_groups_name_uq: { code: ResultCode.BAD_PARAMETERS, field: 'name', reason: 'duplicate' },
  content_groups_name_uq: { code: ResultCode.GROUP_NAME_DUPLICATED, field: 'name' },
  contents_company_code_uq: { code: ResultCode.CONTENT_ID_DUPLICATED, field: 'contentCode' },
  csv_import_runs_running_uq: { code: ResultCode.CSV_IMPORT_RUNNING },
  sort_fields_field_uq: { code: ResultCode.SORT_FIELD_DUPLICATED, field: 'field' },
  search_tabs_title_uq: { code: ResultCode.TAB_DUPLICATED, field: 'title' },
  search_boxes_label_uq: { code: ResultCode.LABEL_DUPLICATED, field: 'label' },
  search_boxes_full_text_uq: { code: ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT, field: 'searchType' },
  // A choice box needs a match value unless it searches content groups.
  search_boxes_match_values_check: {
    code: ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID,
    field: 'matchValue',
    reason: 'at least one match value',
  },
  search_box_content_groups_cgroup_fk: { code: ResultCode.CONTENT_GROUP_NOT_FOUND },
  // One running registration per reader and plan, a cancelled one still in its period included.
  user_subscriptions_live_uq: { code: ResultCode.PLAN_REGISTERED_OR_IN_USE },
  // A plan a subscription names cannot be deleted, even one that appeared after the delete's own check.
  user_subscriptions_plan_fk: { code: ResultCode.PLAN_REGISTERED_OR_IN_USE },
  subscription_plan_content_groups_cgroup_fk: {
    code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    field: 'contentGroupIds',
  },
  subscription_plan_upgrades_to_fk: { code: ResultCode.PLAN_NOT_FOUND, field: 'upgradePlanIds' },
};

/** The constraint a PostgreSQL error names, looked for through drizzle's and pg's `cause` wrappers. */
export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The table's row for the constraint a violation names, if any. */
export function constraintRefusalOf(error: unknown): Refusal | undefined {
  const constraint = constraintOf(error);
  return constraint === undefined ? undefined : constraintRefusals[constraint];
}

/** The refusal a constraint violation answers, when the table names its constraint. */
export function refusalOf(error: unknown): AppError | undefined {
  const refusal = constraintRefusalOf(error);
  if (!refusal) return undefined;
  const { code, ...data } = refusal;
  return appError(code, Object.keys(data).length > 0 ? data : null);
}

/** `throw asRefusal(error)`: the table's answer for a known constraint, the error itself otherwise. */
export const asRefusal = (error: unknown): unknown => refusalOf(error) ?? error;
