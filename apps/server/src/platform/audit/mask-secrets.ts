import { isSecretField, MASK, SECRETS_CHANGED_KEY } from './secret-fields.ts';

type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isBinary = (value: unknown) => value instanceof Uint8Array;

/** A value as JSON would store it, secrets (and bytes, which are keys or files) masked. */
function masked(value: unknown): unknown {
  if (isBinary(value)) return MASK;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(masked);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, isSecretField(k) && v !== null ? MASK : masked(v)]),
  );
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ===
  JSON.stringify(b, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

/** Dotted names of the secret fields whose raw value differs between the two rows. */
function changedSecrets(before: unknown, after: unknown, prefix = ''): string[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].flatMap((name) => {
    const path = `${prefix}${name}`;
    if (isSecretField(name)) return same(a[name] ?? null, b[name] ?? null) ? [] : [path];
    if (isRecord(a[name]) || isRecord(b[name])) return changedSecrets(a[name], b[name], `${path}.`);
    return [];
  });
}

/**
 * The before and after of a change as the audit trail keeps them: every secret field is "••••", and
 * `after.secretsChanged` names those whose value changed, so a password reset shows without its value.
 */
export function maskChange(
  before: Row | null | undefined,
  after: Row | null | undefined,
): { before: Row | null; after: Row | null } {
  const changed = changedSecrets(before, after);
  const maskedAfter = after ? (masked(after) as Row) : null;
  return {
    before: before ? (masked(before) as Row) : null,
    after: changed.length > 0 ? { ...(maskedAfter ?? {}), [SECRETS_CHANGED_KEY]: changed } : maskedAfter,
  };
}
