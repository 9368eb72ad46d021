import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { masterKeyIdOf } from './content-key.ts';

const FORMAT = 'hs1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in `*_enc` columns (an identity provider's client secret, a gateway's merchant key):
 * `hs1:<master key id>:<base64url of iv ‖ ciphertext ‖ tag>`, AES-256-GCM under a key derived from the
 * master key for this use only. `purpose` (e.g. the column's name) is the additional data, so a value
 * copied into another column does not open there.
 */
export function sealSecret(plain: string, masterKey: Buffer, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKeyOf(masterKey), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${FORMAT}:${masterKeyIdOf(masterKey)}:${sealed.toString('base64url')}`;
}

export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedSecretError';
  }
}

export function openSecret(sealed: string, masterKey: Buffer, purpose: string): string {
  const [format, keyId, body, ...rest] = sealed.split(':');
  if (format !== FORMAT || !keyId || !body || rest.length > 0) throw new SealedSecretError('unknown format');
  if (keyId !== masterKeyIdOf(masterKey)) throw new SealedSecretError(`sealed by master key ${keyId}`);
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedSecretError('too short');
  const decipher = createDecipheriv('aes-256-gcm', secretKeyOf(masterKey), bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedSecretError('failed authentication');
  }
}

/** A key of its own for secrets, so the master key itself never encrypts two kinds of data. */
const secretKeyOf = (masterKey: Buffer): Buffer =>
  createHmac('sha256', masterKey).update('hondana secret columns v1').digest();
