/**
 * How deep a request part may nest objects and arrays (the outermost object is level 1). Our schemas
 * need a handful of levels; 64 leaves room for any free-form JSON a setting may carry, and keeps every
 * recursive walk after it (the text guard, zod) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

/** The message key of the refusal, in `data.fields[].message` of the 400 answer. */
export const TOO_DEEP_MESSAGE = 'validate.json.tooDeep';

/** True when `value` nests objects or arrays more than `max` levels deep; walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, depth } = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    const children = Array.isArray(item) ? item : Object.values(item);
    for (const child of children) {
      if (child !== null && typeof child === 'object') pending.push({ item: child, depth: depth + 1 });
    }
  }
  return false;
}
