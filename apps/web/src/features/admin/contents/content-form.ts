import {
  type ContentAdmin,
  type ContentFieldsInput,
  contentFieldsSchema,
  contentUpdateSchema,
} from '@hondana/contract';
import type { Problem, Problems } from '../../auth/validation.ts';

/** The text fields of the form, in the order they are shown (and focused when in error). */
export const TEXT_FIELDS = [
  'contentCode',
  'title',
  'author',
  'distributorName',
  'year',
  'description',
  'toc',
  'keywords',
  'series',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'refCode',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type ContentFormField = TextField | 'hashtags';
export const FORM_FIELDS: readonly ContentFormField[] = [...TEXT_FIELDS, 'hashtags'];

export interface ContentFormValues extends Record<TextField, string> {
  print: '0' | '1' | '2';
  enableViewBook: boolean;
  viewOnline: boolean;
  loginRequired: boolean;
  published: boolean;
  hashtags: string[];
  /** Ids of the content's normal groups, as the multi-select holds them. */
  contentGroupIds: string[];
}

/** What an update sends: the fields that changed, null for one emptied (absent = unchanged). */
export type ContentChanges = Partial<ContentFieldsInput>;

/** The form's values for a content, or the defaults of a new one. */
export function valuesFromContent(content: ContentAdmin | null): ContentFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    contentCode: text(content?.contentCode),
    title: text(content?.title),
    author: text(content?.author),
    distributorName: text(content?.distributorName),
    year: text(content?.year),
    description: text(content?.description),
    toc: text(content?.toc),
    keywords: text(content?.keywords),
    series: text(content?.series),
    param1: text(content?.param1),
    param2: text(content?.param2),
    param3: text(content?.param3),
    param4: text(content?.param4),
    param5: text(content?.param5),
    refCode: text(content?.refCode),
    print: String(content?.print ?? 0) as ContentFormValues['print'],
    enableViewBook: content?.enableViewBook ?? true,
    viewOnline: content?.viewOnline ?? false,
    loginRequired: content?.loginRequired ?? false,
    published: content?.published ?? true,
    hashtags: content?.hashtags ?? [],
    contentGroupIds: (content?.contentGroupIds ?? []).map(String),
  };
}

const YEAR_PATTERN = /^\d{1,4}$/;

/** What the form sends: blanks clear a field (null), the year is a number. */
export function fieldsFromValues(values: ContentFormValues): ContentFieldsInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const year = values.year.trim();
  return {
    contentCode: text(values.contentCode),
    title: values.title.trim(),
    author: text(values.author),
    distributorName: text(values.distributorName),
    year: year === '' ? null : YEAR_PATTERN.test(year) ? Number(year) : Number.NaN,
    description: text(values.description),
    toc: text(values.toc),
    keywords: text(values.keywords),
    series: text(values.series),
    param1: text(values.param1),
    param2: text(values.param2),
    param3: text(values.param3),
    param4: text(values.param4),
    param5: text(values.param5),
    refCode: text(values.refCode),
    print: Number(values.print) as 0 | 1 | 2,
    enableViewBook: values.enableViewBook,
    viewOnline: values.viewOnline,
    loginRequired: values.loginRequired,
    published: values.published,
    hashtags: values.hashtags.map((tag) => tag.replace(/^#/, '').trim()).filter(Boolean),
    contentGroupIds: values.contentGroupIds.map(Number),
  };
}

/** The fields of `values` that differ from `initial` (a list compared as a set); an emptied one is null. */
export function changedFields(initial: ContentFormValues, values: ContentFormValues): ContentChanges {
  const before = fieldsFromValues(initial) as Record<string, unknown>;
  const after = fieldsFromValues(values) as Record<string, unknown>;
  const same = (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b)
      ? a.length === b.length && a.every((item) => b.includes(item))
      : Object.is(a, b);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !same(before[key], value)),
  ) as ContentChanges;
}

const OWN_KEY = /^(validate\.|api\.error\.)/;

/**
 * The problems of the form by the contract's own schema (the server checks the same one): its named
 * errors (`api.error.752` for a long param 1, `validate.contentCode`) as they are, lengths and numbers
 * as the usual validate.* texts.
 */
export function contentFormProblems(
  values: ContentFormValues,
  mode: 'add' | 'update',
): Problems<ContentFormField> {
  const problems: Problems<ContentFormField> = {};
  if (values.title.trim() === '')
    problems.title = { key: values.title === '' ? 'validate.required' : 'validate.onlyBlanks' };
  const year = values.year.trim();
  if (year !== '' && !YEAR_PATTERN.test(year)) problems.year = { key: 'validate.integer' };
  const schema = mode === 'add' ? contentFieldsSchema : contentUpdateSchema;
  const checked = schema.safeParse(fieldsFromValues(values));
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as ContentFormField | undefined;
    if (!field || !FORM_FIELDS.includes(field) || problems[field]) continue;
    problems[field] = problemOf(issue);
  }
  return problems;
}

function problemOf(issue: { code: string; message: string; maximum?: unknown; minimum?: unknown }): Problem {
  if (OWN_KEY.test(issue.message)) return { key: issue.message };
  if (issue.code === 'too_big')
    return { key: 'validate.maxLength', values: { count: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { key: 'validate.required' };
  return { key: 'validate.required' };
}
