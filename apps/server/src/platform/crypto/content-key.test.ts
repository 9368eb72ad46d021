import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  masterKeyIdOf,
  newContentKey,
  unwrapContentKey,
  WrappedKeyError,
  wrapContentKey,
} from './content-key.ts';

const master = randomBytes(32);

describe('content keys', () => {
  it('are random 256-bit keys', () => {
    const a = newContentKey();
    expect(a).toHaveLength(32);
    expect(a.equals(newContentKey())).toBe(false);
  });

  it('wrap into a versioned string naming the master key, and unwrap to the same key', () => {
    const key = newContentKey();
    const wrapped = wrapContentKey(key, master);
    expect(wrapped).toMatch(new RegExp(`^hk1:${masterKeyIdOf(master)}:[A-Za-z0-9_-]+$`));
    expect(wrapped).not.toContain(key.toString('hex'));
    expect(wrapped).not.toContain(key.toString('base64url'));
    expect(unwrapContentKey(wrapped, master).equals(key)).toBe(true);
    // A fresh IV each time.
    expect(wrapContentKey(key, master)).not.toBe(wrapped);
  });

  it('refuse another master key, naming both ids', () => {
    const other = randomBytes(32);
    const wrapped = wrapContentKey(newContentKey(), master);
    expect(() => unwrapContentKey(wrapped, other)).toThrow(WrappedKeyError);
    expect(() => unwrapContentKey(wrapped, other)).toThrow(masterKeyIdOf(master));
  });

  it('refuse a changed or malformed wrapped key', () => {
    const wrapped = wrapContentKey(newContentKey(), master);
    const [format, id, body] = wrapped.split(':') as [string, string, string];
    const sealed = Buffer.from(body, 'base64url');
    sealed[20] = (sealed[20] as number) ^ 1;
    expect(() => unwrapContentKey(`${format}:${id}:${sealed.toString('base64url')}`, master)).toThrow(
      'failed authentication',
    );
    expect(() => unwrapContentKey(`hk9:${id}:${body}`, master)).toThrow('known format');
    expect(() => unwrapContentKey(`${format}:${id}:${body.slice(4)}`, master)).toThrow('wrong length');
    expect(() => unwrapContentKey('', master)).toThrow(WrappedKeyError);
    expect(() => unwrapContentKey(`${wrapped}:extra`, master)).toThrow(WrappedKeyError);
  });

  it('refuse keys of the wrong size', () => {
    expect(() => wrapContentKey(randomBytes(16), master)).toThrow(TypeError);
    expect(() => wrapContentKey(newContentKey(), randomBytes(31))).toThrow(TypeError);
  });
});
