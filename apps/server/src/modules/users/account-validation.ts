import { type PasswordRule, passwordProblems, ResultCode, usernameProblem } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/** One broken rule, in the shape the error handler gives schema failures (`data.fields`). */
export interface FieldProblem {
  field: string;
  rule: string;
  /** Catalogue key the web app shows, e.g. validate.password.uppercase. */
  message: string;
  /** Result code answered when this is the first problem. */
  code: number;
}

const passwordCode = (rule: PasswordRule) =>
  rule === 'minLength' ? ResultCode.PASSWORD_TOO_SHORT : ResultCode.PASSWORD_POLICY_VIOLATION;

const usernameCodes = {
  format: ResultCode.USERNAME_FORMAT_INVALID,
  minLength: ResultCode.USERNAME_TOO_SHORT,
  maxLength: ResultCode.USERNAME_TOO_LONG,
} as const;

export function usernameProblems(
  field: string,
  username: string | undefined,
  required: boolean,
): FieldProblem[] {
  if (!username) {
    return required
      ? [{ field, rule: 'required', message: 'validate.required', code: ResultCode.USERNAME_REQUIRED }]
      : [];
  }
  const problem = usernameProblem(username);
  return problem
    ? [{ field, rule: problem, message: 'validate.username', code: usernameCodes[problem] }]
    : [];
}

/** The company's policy on a new password, and its confirmation. */
export function newPasswordProblems(
  fields: { password: string; confirm: string },
  values: { password: string; confirm: string },
  policy: string,
): FieldProblem[] {
  const problems: FieldProblem[] = passwordProblems(values.password, policy).map((rule) => ({
    field: fields.password,
    rule,
    message: `validate.password.${rule}`,
    code: passwordCode(rule),
  }));
  if (values.password !== values.confirm) {
    problems.push({
      field: fields.confirm,
      rule: 'confirmMatch',
      message: 'validate.confirmMatch',
      code: ResultCode.BAD_REQUEST,
    });
  }
  return problems;
}

/**
 * Refuses with the code of the first problem and lists them all, so a form can mark every field at once:
 * `{ status: <code>, data: { fields: [{ field, rule, message }] } }`.
 */
export function assertNoProblems(problems: FieldProblem[]): void {
  const [first] = problems;
  if (!first) return;
  throw appError(first.code, {
    fields: problems.map(({ field, rule, message }) => ({ field, rule, message })),
  });
}
