import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (≈13 ms a hash on these machines).
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What the browser sends as `password_hash`: lowercase hex SHA-256 of the password. */
export const clientPasswordHash = (password: string): string =>
  createHash('sha256').update(password, 'utf8').digest('hex');

/** The stored form: argon2id of the client hash, so the plain password never needs to be kept. */
export const hashClientPasswordHash = (clientHash: string): Promise<string> =>
  hash(clientHash, ARGON2_OPTIONS);

export const hashPassword = (password: string): Promise<string> =>
  hashClientPasswordHash(clientPasswordHash(password));

export const verifyClientPasswordHash = (stored: string, clientHash: string): Promise<boolean> =>
  verify(stored, clientHash).catch(() => false);
