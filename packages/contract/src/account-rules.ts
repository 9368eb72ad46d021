/**
 * Account input rules, shared by the web forms (checked before sending) and the server
 * (checked again, with the company's password policy). Each problem names its catalogue key.
 */
import { PasswordPolicy } from './enums.ts';

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 64;
/** Letters, digits, underscore, dot and hyphen. */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9_.-]*$/;
export const PASSWORD_MIN_LENGTH = 8;

export type UsernameProblem = 'minLength' | 'maxLength' | 'format';

/** What is wrong with a username, or undefined when it is valid. */
export function usernameProblem(username: string): UsernameProblem | undefined {
  if (!USERNAME_CHARACTERS.test(username)) return 'format';
  if (username.length < USERNAME_MIN_LENGTH) return 'minLength';
  if (username.length > USERNAME_MAX_LENGTH) return 'maxLength';
  return undefined;
}

/** Rules of a password; the catalogue key of each is `validate.password.<rule>`. */
export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'noBlank';

/**
 * Every rule a password breaks: at least 8 characters always; the strict policy also wants an uppercase
 * letter, a lowercase letter, a digit and no blank.
 */
export function passwordProblems(password: string, policy: PasswordPolicy | string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('minLength');
  if (policy !== PasswordPolicy.STRICT) return problems;
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Nd}/u.test(password)) problems.push('number');
  if (/\s/u.test(password)) problems.push('noBlank');
  return problems;
}
