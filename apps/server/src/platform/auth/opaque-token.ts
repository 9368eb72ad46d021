import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes (256 bits), URL-safe. Only its hash is ever stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token (sessions, password reset, e-mail change). */
export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
