/**
 * Fields whose values never reach the audit trail: passwords and their hashes, API keys, tokens, payment
 * merchants' secrets, second-factor secrets, wrapped encryption keys. Matched by name, whatever the case
 * or underscores (`passwordHash`, `password_hash`), at any depth of a recorded row.
 */
export const secretFieldNames: readonly string[] = [
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'hash',
  'tokenHash',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'apiKeyHash',
  'secret',
  'clientSecret',
  'merchantSecret',
  'merchantKey',
  'secretKey',
  'webhookSecret',
  'totpSecret',
  'recoveryCodes',
  'wrappedKey',
  'contentKey',
  'smtpPassword',
];

/** What a secret's value is recorded as. */
export const MASK = '••••';

/** The key of a recorded `after` that lists the secret fields whose value changed. */
export const SECRETS_CHANGED_KEY = 'secretsChanged';

const normalised = (name: string) => name.replaceAll('_', '').toLowerCase();
const secretNames = new Set(secretFieldNames.map(normalised));

export const isSecretField = (name: string): boolean => secretNames.has(normalised(name));
