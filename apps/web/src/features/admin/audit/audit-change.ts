import type { AuditEvent } from '@hondana/contract';

/** The key under which the server lists the secret fields whose value changed. */
export const SECRETS_CHANGED = 'secretsChanged';
/** What the trail writes in place of a secret's value. */
export const MASK = '••••';
/** Characters of a value shown before "Show all". */
export const SHORT_VALUE = 80;

/** One field of a change: its value before and after as text (null: none), and whether it is a secret. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  /** A secret field: its values read "••••". */
  secret: boolean;
  /** A secret whose value the server says changed (its values alone cannot tell). */
  secretChanged: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value as a person reads it: text as it is, anything else as JSON; empty is null. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Nested rows read as dotted fields (`settings.colour`), so a change shows where it happened. */
function flatten(row: Record<string, unknown> | null, prefix = '', out = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(row ?? {})) {
    if (!prefix && key === SECRETS_CHANGED) continue;
    if (isRecord(value) && Object.keys(value).length > 0) flatten(value, `${prefix}${key}.`, out);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

/**
 * The fields a recorded change touched, in the order the row names them: every field of an add or a
 * delete, the fields whose value differs for any other change, and the secrets the server says changed
 * (both sides read "••••", so only its list tells).
 */
export function fieldChanges(event: Pick<AuditEvent, 'before' | 'after'>): FieldChange[] {
  const before = flatten(event.before);
  const after = flatten(event.after);
  const listed = event.after?.[SECRETS_CHANGED];
  const secrets = new Set(Array.isArray(listed) ? listed.map(String) : []);
  const fields = [...new Set([...before.keys(), ...after.keys(), ...secrets])];
  const whole = event.before === null || event.after === null;
  return fields.flatMap((field) => {
    const was = valueText(before.get(field));
    const now = valueText(after.get(field));
    const secret = secrets.has(field) || was === MASK || now === MASK;
    if (!whole && was === now && !secrets.has(field)) return [];
    return [
      {
        field,
        before: secret && was !== null ? MASK : was,
        after: secret && now !== null ? MASK : now,
        secret,
        secretChanged: secrets.has(field),
      },
    ];
  });
}
