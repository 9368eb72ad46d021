import { AccountStatus, type ReaderFields, type ReaderItem, UserSubscriptionType } from '@hondana/contract';

/** The form's values: what `readerFieldsSchema` takes, the group as the select's text. */
export type ReaderFormValues = {
  fullName: string;
  username: string;
  email: string;
  status: number;
  userGroupId: string | null;
  subscriptionType: number;
  subscriptionStart: string;
  subscriptionEnd: string;
  staffId: string;
  /** Fields the form does not show, kept as they are on an edit. */
  kept: Omit<
    ReaderFields,
    | 'fullName'
    | 'username'
    | 'email'
    | 'status'
    | 'userGroupId'
    | 'subscriptionType'
    | 'subscriptionStart'
    | 'subscriptionEnd'
    | 'staffId'
  >;
};

export function formValuesOf(reader: ReaderItem | null): ReaderFormValues {
  return {
    fullName: reader?.fullName ?? '',
    username: reader?.username ?? '',
    email: reader?.email ?? '',
    status: reader?.status ?? AccountStatus.ALLOW,
    userGroupId: reader?.userGroupId ? String(reader.userGroupId) : null,
    subscriptionType: reader?.subscriptionType ?? UserSubscriptionType.NONE,
    subscriptionStart: reader?.subscriptionStart ?? '',
    subscriptionEnd: reader?.subscriptionEnd ?? '',
    staffId: reader?.staffId ?? '',
    kept: reader
      ? {
          firstName: reader.firstName,
          lastName: reader.lastName,
          param1: reader.param1,
          param2: reader.param2,
          param3: reader.param3,
          param4: reader.param4,
          param5: reader.param5,
          lang: reader.lang as ReaderFields['lang'],
          timezone: reader.timezone,
          isSubscribeMail: reader.isSubscribeMail,
          isReceiveNotify: reader.isReceiveNotify,
          externalId: reader.externalId,
        }
      : {},
  };
}

/** What the form sends: empty texts as null, the login period's days only with a login period. */
export function fieldsOf(values: ReaderFormValues): ReaderFields {
  const period = values.subscriptionType === UserSubscriptionType.LOGIN;
  const text = (value: string) => value.trim() || null;
  return {
    ...values.kept,
    fullName: values.fullName.trim(),
    username: text(values.username),
    email: text(values.email),
    status: values.status as ReaderFields['status'],
    userGroupId: values.userGroupId ? Number(values.userGroupId) : null,
    subscriptionType: values.subscriptionType as ReaderFields['subscriptionType'],
    subscriptionStart: period ? text(values.subscriptionStart) : null,
    subscriptionEnd: period ? text(values.subscriptionEnd) : null,
    staffId: text(values.staffId),
  };
}

/** The field a refusal's result code is about; the others show above the buttons. */
export function fieldOfCode(code: number): keyof ReaderFormValues | null {
  if ([707, 790, 791, 792].includes(code)) return 'email';
  if (code >= 784 && code <= 789) return 'username';
  if (code === 705) return 'userGroupId';
  if ([406, 408, 409].includes(code)) return 'subscriptionStart';
  return null;
}
