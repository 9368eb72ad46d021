import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export const CONTENT_KEY_BYTES = 32;
const WRAP_FORMAT = 'hk1';
const WRAP_IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a wrapped key to its purpose: the same master key may one day wrap other things.
const WRAP_AAD = Buffer.from('hondana content key', 'utf8');

/** Why a wrapped key cannot be opened. */
export class WrappedKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WrappedKeyError';
  }
}

/** A fresh random AES-256 key for one stored file. */
export const newContentKey = (): Buffer => randomBytes(CONTENT_KEY_BYTES);

/** Names a master key without revealing it, so a wrapped key says which master key opens it. */
export const masterKeyIdOf = (masterKey: Buffer): string =>
  createHmac('sha256', masterKey).update('hondana master key id').digest('hex').slice(0, 16);

function assertAesKey(key: Buffer, what: string): void {
  if (!Buffer.isBuffer(key) || key.length !== CONTENT_KEY_BYTES) {
    throw new TypeError(`${what} must be ${CONTENT_KEY_BYTES} bytes`);
  }
}

/**
 * `hk1:<master key id>:<base64url of iv(12) ‖ sealed key(32) ‖ tag(16)>`, AES-256-GCM under the
 * master key. The version and the master key id let a later rotation find and re-wrap old keys.
 */
export function wrapContentKey(contentKey: Buffer, masterKey: Buffer): string {
  assertAesKey(contentKey, 'a content key');
  assertAesKey(masterKey, 'the master key');
  const iv = randomBytes(WRAP_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(WRAP_AAD);
  const sealed = Buffer.concat([iv, cipher.update(contentKey), cipher.final(), cipher.getAuthTag()]);
  return `${WRAP_FORMAT}:${masterKeyIdOf(masterKey)}:${sealed.toString('base64url')}`;
}

export function unwrapContentKey(wrapped: string, masterKey: Buffer): Buffer {
  assertAesKey(masterKey, 'the master key');
  const [format, keyId, body, ...rest] = wrapped.split(':');
  if (format !== WRAP_FORMAT || !keyId || !body || rest.length > 0) {
    throw new WrappedKeyError('not a wrapped content key of a known format');
  }
  const expectedId = masterKeyIdOf(masterKey);
  if (keyId !== expectedId) {
    throw new WrappedKeyError(
      `wrapped by master key ${keyId}, but the configured master key is ${expectedId}`,
    );
  }
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length !== WRAP_IV_BYTES + CONTENT_KEY_BYTES + TAG_BYTES) {
    throw new WrappedKeyError('wrapped content key has the wrong length');
  }
  const decipher = createDecipheriv('aes-256-gcm', masterKey, sealed.subarray(0, WRAP_IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(WRAP_AAD);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(WRAP_IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new WrappedKeyError('wrapped content key failed authentication');
  }
}
