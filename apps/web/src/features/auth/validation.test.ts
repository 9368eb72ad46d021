import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import * as validate from './validation.ts';

const key = (problem: validate.Problem | undefined) => problem?.key;

describe('form checks before sending (seed 002 §5)', () => {
  it('requires a value and refuses one of blanks only', () => {
    expect(validate.required('')).toEqual({ key: 'validate.required' });
    expect(key(validate.required('   '))).toBe('validate.onlyBlanks');
    expect(validate.required('a')).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(key(validate.email(''))).toBe('validate.required');
    expect(key(validate.email('reader@demo'))).toBe('validate.email');
    expect(key(validate.email('a b@demo.test'))).toBe('validate.email');
    expect(validate.email(' reader@demo.hondana.test ')).toBeUndefined();
  });

  it('checks usernames: 6-64 letters, digits, _ . -', () => {
    expect(validate.username('reader01')).toBeUndefined();
    expect(validate.username('a.b_c-d')).toBeUndefined();
    expect(validate.username('abc')).toEqual({ key: 'validate.minLength', values: { count: 6 } });
    expect(validate.username('x'.repeat(65))).toEqual({ key: 'validate.maxLength', values: { count: 64 } });
    expect(key(validate.username('reader 01'))).toBe('validate.username');
  });

  it('applies the weak policy: 8 characters at least', () => {
    expect(validate.password('short', false)).toEqual({
      key: 'validate.password.minLength',
      values: { count: 8 },
    });
    expect(validate.password('alllowercase', false)).toBeUndefined();
  });

  it('applies the strict policy: upper, lower, digit, no blanks', () => {
    expect(key(validate.password('alllowercase1', true))).toBe('validate.password.uppercase');
    expect(key(validate.password('ALLUPPERCASE1', true))).toBe('validate.password.lowercase');
    expect(key(validate.password('NoDigitsHere', true))).toBe('validate.password.number');
    expect(key(validate.password('Has Blank 1a', true))).toBe('validate.password.noBlank');
    expect(validate.password('Demo-Reader-2026', true)).toBeUndefined();
  });

  it('wants the confirmation to match', () => {
    expect(key(validate.confirmation('', 'x'))).toBe('validate.required');
    expect(key(validate.confirmation('Abcdefg1', 'Abcdefg2'))).toBe('validate.confirmMatch');
    expect(validate.confirmation('Abcdefg1', 'Abcdefg1')).toBeUndefined();
  });

  it('keeps only the fields with a problem', () => {
    expect(validate.problemsOf({ a: undefined, b: { key: 'validate.required' } })).toEqual({
      b: { key: 'validate.required' },
    });
  });
});

describe('server answers on forms', () => {
  const error = (status: number) => new ApiError(status, `api.error.${status}`, null, '/x');

  it('puts a result code next to the field it is about', () => {
    expect(validate.fieldOfError(error(ResultCode.USER_EMAIL_DUPLICATED))).toBe('email');
    expect(validate.fieldOfError(error(ResultCode.USERNAME_DUPLICATED))).toBe('username');
    expect(validate.fieldOfError(error(ResultCode.PASSWORD_POLICY_VIOLATION))).toBe('password');
    expect(validate.fieldOfError(error(ResultCode.PASSWORD_INCORRECT))).toBe('currentPassword');
    expect(validate.fieldOfError(error(ResultCode.ACCOUNT_LOCKED))).toBeUndefined();
    expect(validate.fieldOfError(new Error('x'))).toBeUndefined();
  });

  it('names the catalogue key of a failure, unknown without an answer', () => {
    expect(validate.errorKeyOf(error(ResultCode.WRONG_PASSWORD))).toBe('api.error.609');
    expect(validate.errorKeyOf(error(0))).toBe('api.error.unknown');
    expect(validate.errorKeyOf(new TypeError('x'))).toBe('api.error.unknown');
  });
});
