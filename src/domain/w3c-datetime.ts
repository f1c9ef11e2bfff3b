/**
 * Dates in and out of the Open311 interface. The standard uses W3C date-times
 * (ISO 8601 with a time zone). South Africa keeps one offset all year (SAST,
 * UTC+2, no daylight saving), so dates go out in SAST, and a date or time a
 * client gives without a zone means SAST too: "2026-11-01" is that day as
 * South Africans count it.
 */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/u;

/**
 * Epoch milliseconds of a W3C date or date-time, or null when `text` is not one
 * (or names a day or time that does not exist). A bare date is the first
 * millisecond of that SAST day for `edge` "start" and its last for "end", so
 * an end date includes the whole day.
 */
export function parseW3cDateTime(text: string, edge: 'start' | 'end'): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const h = Number(hour ?? 0);
  const mi = Number(minute ?? 0);
  const s = Number(second ?? 0);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const offset = zone === undefined ? SAST_OFFSET_MS : zoneOffsetMs(zone);
  if (offset === null) return null;
  const instant = wallClock - offset;
  return hour === undefined && edge === 'end' ? instant + DAY_MS - 1 : instant;
}

/** "2026-11-20T09:30:00+02:00": the instant in South African time. */
export function formatSastDateTime(epochMs: number): string {
  return `${new Date(epochMs + SAST_OFFSET_MS).toISOString().slice(0, 19)}+02:00`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function zoneOffsetMs(zone: string): number | null {
  if (zone === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  if (hours > 14 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60 * 1000;
}
