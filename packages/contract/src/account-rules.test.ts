import { describe, expect, it } from 'vitest';
import { passwordProblems, usernameProblem } from './account-rules.ts';

describe('account rules (seed 002 §5)', () => {
  it.each([
    ['abcdefgh', 'WEAK', []],
    ['abc defg', 'WEAK', []],
    ['abcdefg', 'WEAK', ['minLength']],
    ['Abcdefg1', 'STRICT', []],
    ['abcdefgh', 'STRICT', ['uppercase', 'number']],
    ['ABCDEFG1', 'STRICT', ['lowercase']],
    ['Abcd 123', 'STRICT', ['noBlank']],
    ['Ab1', 'STRICT', ['minLength']],
    ['Äbcdéfg1', 'STRICT', []],
  ])('password %j under %s breaks %j', (password, policy, expected) => {
    expect(passwordProblems(password, policy)).toEqual(expected);
  });

  it.each([
    ['reader01', undefined],
    ['a.b-c_1', undefined],
    ['abcde', 'minLength'],
    ['a'.repeat(64), undefined],
    ['a'.repeat(65), 'maxLength'],
    ['bad name', 'format'],
    ['名前名前名前', 'format'],
  ])('username %j: %s', (username, expected) => {
    expect(usernameProblem(username)).toBe(expected);
  });
});
