import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';

type Issue = z.core.$ZodIssue;
/** The `t` of `useTranslation`. */
type TFunction = ReturnType<typeof useTranslation>['t'];

/** Text keys for a field whose rule has a sentence of its own (`{ name: 'validate.groupName' }`). */
export type FieldMessages = Record<string, string>;

/**
 * The text of one of zod's issues: a length, a range, a required field or a format named by the
 * shared `validate.*` texts; a pattern or a refinement by the field's own text, else a general one.
 */
export function issueText(issue: Issue, t: TFunction, messages: FieldMessages = {}): string {
  const field = issue.path.join('.');
  const own = messages[field];
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('validate.required')
          : t('validate.minLength', { count: Number(issue.minimum) });
      if (issue.origin === 'number') return t('validate.min', { min: Number(issue.minimum) });
      break;
    case 'too_big':
      if (issue.origin === 'string') return t('validate.maxLength', { count: Number(issue.maximum) });
      if (issue.origin === 'number') return t('validate.max', { max: Number(issue.maximum) });
      break;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return t('validate.required');
      if (issue.expected === 'number' || issue.expected === 'int') return t('validate.integer');
      break;
    case 'invalid_format':
      if (own) return t(own);
      if (issue.format === 'email') return t('validate.email');
      if (issue.format === 'url') return t('validate.url');
      break;
  }
  return t(own ?? 'adminConsole.form.invalid');
}

/**
 * A validator for `@mantine/form` from one of the contract's zod schemas, the same the server checks the
 * call with, with each problem in the language on screen. Mantine 9's own `schemaResolver` (Standard
 * Schema) would show zod's English messages.
 */
export function translatedSchemaResolver<S extends z.ZodType>(
  schema: S,
  t: TFunction,
  messages?: FieldMessages,
) {
  return (values: unknown): FormErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issueText(issue, t, messages);
    }
    return errors;
  };
}

/**
 * `useForm` checked by a contract schema: `form.onSubmit(send)` calls `send` only with values the
 * schema accepts, so a form can only send what the server would take.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  schema: z.ZodType,
  input: Omit<UseFormInput<V>, 'validate'> & { messages?: FieldMessages },
) {
  const { t } = useTranslation();
  const { messages, ...rest } = input;
  return useForm<V>({
    validateInputOnBlur: true,
    ...rest,
    validate: translatedSchemaResolver(schema, t, messages),
  });
}
