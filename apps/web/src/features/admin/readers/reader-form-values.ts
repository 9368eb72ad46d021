import { AccountStatus, type ReaderFields, type ReaderItem, UserSubscriptionType } from '@hondana/contract';
import { ApiError } from '../../../api/api-error.ts';

/** The free texts of the form, typed as they are sent (empty sends null). */
export const READER_TEXT_FIELDS = [
  'fullName',
  'firstName',
  'lastName',
  'username',
  'email',
  'externalId',
  'staffId',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'subscriptionStart',
  'subscriptionEnd',
] as const;
export type ReaderTextField = (typeof READER_TEXT_FIELDS)[number];

/** The form's values: what `readerFieldsSchema` takes, selects as their texts, empty texts as ''. */
export type ReaderFormValues = Record<ReaderTextField, string> & {
  status: number;
  userGroupId: string | null;
  subscriptionType: number;
  lang: string | null;
  timezone: string | null;
  isSubscribeMail: boolean;
  isReceiveNotify: boolean;
};

export function formValuesOf(reader: ReaderItem | null): ReaderFormValues {
  const texts = Object.fromEntries(
    READER_TEXT_FIELDS.map((field) => [field, reader?.[field] ?? '']),
  ) as Record<ReaderTextField, string>;
  return {
    ...texts,
    status: reader?.status ?? AccountStatus.ALLOW,
    userGroupId: reader?.userGroupId ? String(reader.userGroupId) : null,
    subscriptionType: reader?.subscriptionType ?? UserSubscriptionType.NONE,
    lang: reader?.lang ?? null,
    timezone: reader?.timezone ?? null,
    isSubscribeMail: reader?.isSubscribeMail ?? false,
    isReceiveNotify: reader?.isReceiveNotify ?? true,
  };
}

/** What the form sends: empty texts as null, the login period's days only with a login period. */
export function fieldsOf(values: ReaderFormValues): ReaderFields {
  const period = values.subscriptionType === UserSubscriptionType.LOGIN;
  const text = (value: string) => value.trim() || null;
  return {
    fullName: values.fullName.trim(),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    username: text(values.username),
    email: text(values.email),
    param1: text(values.param1),
    param2: text(values.param2),
    param3: text(values.param3),
    param4: text(values.param4),
    param5: text(values.param5),
    status: values.status as ReaderFields['status'],
    userGroupId: values.userGroupId ? Number(values.userGroupId) : null,
    subscriptionType: values.subscriptionType as ReaderFields['subscriptionType'],
    subscriptionStart: period ? text(values.subscriptionStart) : null,
    subscriptionEnd: period ? text(values.subscriptionEnd) : null,
    lang: (values.lang || null) as ReaderFields['lang'],
    timezone: values.timezone || null,
    isSubscribeMail: values.isSubscribeMail,
    isReceiveNotify: values.isReceiveNotify,
    externalId: text(values.externalId),
    staffId: text(values.staffId),
  };
}

const FORM_FIELDS = new Set<string>([
  ...READER_TEXT_FIELDS,
  'status',
  'userGroupId',
  'subscriptionType',
  'lang',
  'timezone',
]);

/** The field a refusal's result code is about when the answer names none; the others show above the buttons. */
export function fieldOfCode(code: number): keyof ReaderFormValues | null {
  if ([707, 790, 791, 792].includes(code)) return 'email';
  if (code >= 784 && code <= 789) return 'username';
  if (code === 897) return 'externalId';
  if (code === 705) return 'userGroupId';
  if ([406, 408, 409].includes(code)) return 'subscriptionStart';
  return null;
}

/**
 * The form's fields a refusal is about, each with its message key: the fields the answer names
 * (`data.fields`, the server's rule checks), else the one its code is about; empty when none is a field.
 */
export function refusedFields(error: unknown): { field: keyof ReaderFormValues; messageKey: string }[] {
  if (!(error instanceof ApiError)) return [];
  const named = (error.data as { fields?: { field?: unknown; message?: unknown }[] } | null)?.fields;
  const listed = (Array.isArray(named) ? named : [])
    .filter((p) => typeof p.field === 'string' && FORM_FIELDS.has(p.field))
    .map((p) => ({
      field: p.field as keyof ReaderFormValues,
      messageKey: typeof p.message === 'string' ? p.message : `api.error.${error.status}`,
    }));
  if (listed.length > 0) return listed;
  const field = fieldOfCode(error.status);
  return field ? [{ field, messageKey: error.messageKey }] : [];
}
