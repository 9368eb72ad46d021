/** Calendar arithmetic in a company's IANA time zone, with Intl only (no date library). */
export interface WallTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a time zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: instant.getUTCMilliseconds(),
  };
}

const asUtc = (w: WallTime) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);

/**
 * The instant a wall-clock reading names in a time zone. A reading repeated by a daylight-saving fall
 * back takes the earlier instant; one skipped by a spring forward is read with the offset before the
 * jump, so it lands as far after the jump (02:30 on a night that skips 02:00-03:00 is 03:30).
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const target = asUtc(wall);
  const offsetAt = (ms: number) => asUtc(wallTimeOf(new Date(ms), timeZone)) - ms;
  const candidates = [target - offsetAt(target - 86_400_000), target - offsetAt(target + 86_400_000)];
  const exact = candidates.filter((ms) => asUtc(wallTimeOf(new Date(ms), timeZone)) === target);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days from the calendar day of `from` to that of `to` in the zone (same day 0; may be negative). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = wallTimeOf(from, timeZone);
  const b = wallTimeOf(to, timeZone);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
