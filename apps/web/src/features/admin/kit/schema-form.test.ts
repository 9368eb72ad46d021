import { userGroupFieldsSchema } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { translatedSchemaResolver } from './schema-form.ts';

/** A `t` that shows which text and values were asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as Parameters<typeof translatedSchemaResolver>[1];

describe('a form checked by the contract’s schema', () => {
  const resolve = translatedSchemaResolver(userGroupFieldsSchema, t, { name: 'validate.groupName' });
  const valid = { name: 'Library', authMethod: 2, maxUsers: 10, ipAddresses: ['192.0.2.0/24'] };

  it('names each problem by the shared validation texts, a pattern by the field’s own', () => {
    const errors = resolve({ ...valid, name: '', maxUsers: '' });
    expect(errors.name).toBe('validate.required');
    expect(errors.maxUsers).toBe('validate.required');
    expect(resolve({ ...valid, name: 'a/b' }).name).toBe('validate.groupName');
    expect(resolve({ ...valid, name: 'x'.repeat(300) }).name).toMatch(/^validate\.maxLength /);
  });

  it('accepts what the server accepts', () => {
    expect(resolve(valid)).toEqual({});
  });
});
