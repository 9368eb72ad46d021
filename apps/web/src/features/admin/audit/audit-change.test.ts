import { describe, expect, it } from 'vitest';
import { fieldChanges, MASK, valueText } from './audit-change.ts';
import { auditNameKey } from './audit-names.ts';

describe('a recorded change as fields', () => {
  it('lists only the fields an update changed, and a secret the server says changed, masked', () => {
    expect(
      fieldChanges({
        before: { fullName: 'A', status: 0, passwordHash: MASK },
        after: { fullName: 'B', status: 0, passwordHash: MASK, secretsChanged: ['passwordHash'] },
      }),
    ).toEqual([
      { field: 'fullName', before: 'A', after: 'B', secret: false, secretChanged: false },
      { field: 'passwordHash', before: MASK, after: MASK, secret: true, secretChanged: true },
    ]);
  });

  it('lists every field of an add and of a delete, empty values as none', () => {
    expect(fieldChanges({ before: null, after: { name: 'G', note: '' } })).toEqual([
      { field: 'name', before: null, after: 'G', secret: false, secretChanged: false },
      { field: 'note', before: null, after: null, secret: false, secretChanged: false },
    ]);
    expect(fieldChanges({ before: { name: 'G' }, after: null }).map((c) => c.after)).toEqual([null]);
  });

  it('reads nested rows as dotted fields and other values as JSON', () => {
    expect(
      fieldChanges({
        before: { settings: { colour: 'red', size: 1 } },
        after: { settings: { colour: 'blue', size: 1 } },
      }),
    ).toEqual([
      { field: 'settings.colour', before: 'red', after: 'blue', secret: false, secretChanged: false },
    ]);
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText(false)).toBe('false');
  });

  it('names a key of the map in camelCase', () => {
    expect(auditNameKey('reader.import.add')).toBe('readerImportAdd');
    expect(auditNameKey('second_factor')).toBe('secondFactor');
    expect(auditNameKey('userGroup')).toBe('userGroup');
  });
});
