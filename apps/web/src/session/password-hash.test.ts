import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordHash, sha256Hex } from './password-hash.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('password_hash', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', async () => {
    expect(await passwordHash('Demo-Reader-2026')).toBe(nodeSha256('Demo-Reader-2026'));
    expect(await passwordHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the same digest without Web Crypto, at every block boundary and in any script', () => {
    const samples = [
      '',
      'abc',
      'パスワード-Mật khẩu-🔑',
      ...[55, 56, 63, 64, 65, 119, 120, 1000].map((n) => 'x'.repeat(n)),
    ];
    for (const text of samples)
      expect(sha256Hex(new TextEncoder().encode(text)), text).toBe(nodeSha256(text));
  });
});
