import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, SealedSecretError, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never shows the secret', () => {
    const sealed = sealSecret('client-secret-1', key, 'company_identity_providers.client_secret');
    expect(sealed).toMatch(/^hs1:[0-9a-f]{16}:/);
    expect(sealed).not.toContain('client-secret-1');
    expect(openSecret(sealed, key, 'company_identity_providers.client_secret')).toBe('client-secret-1');
  });

  it('refuses another purpose, another master key and a changed value', () => {
    const sealed = sealSecret('s', key, 'a');
    expect(() => openSecret(sealed, key, 'b')).toThrow(SealedSecretError);
    expect(() => openSecret(sealed, randomBytes(32), 'a')).toThrow(SealedSecretError);
    const body = sealed.split(':')[2] ?? '';
    // The first character: all of its bits are data (near the end they can be padding, which decodes the same).
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => openSecret(sealed.replace(body, flipped), key, 'a')).toThrow(SealedSecretError);
  });
});
