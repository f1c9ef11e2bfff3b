/**
 * The date filters of the map and leaderboard (docs/product-behaviour.md §2.4, §2.6 and §5.2), in
 * South African time. South Africa keeps UTC+2 all year (no daylight saving
 * since 1944), so a fixed offset is exact and keeps this free of time-zone data.
 */

export const SA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PERIODS = ['all', 'today', 'yesterday', 'week', 'month', 'year', 'custom'] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

export interface DateFilter {
  readonly period: DatePeriod;
  /** Custom range bounds as calendar days, "YYYY-MM-DD"; either may be missing. */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** A half-open range [start, end) in epoch ms; a null bound is open. */
export interface DateRange {
  readonly start: number | null;
  readonly end: number | null;
}

export const ALL_TIME: DateRange = { start: null, end: null };

export function isDatePeriod(value: unknown): value is DatePeriod {
  return typeof value === 'string' && (DATE_PERIODS as readonly string[]).includes(value);
}

/** The range a filter stands for at the moment `now`. */
export function dateRangeFor(filter: DateFilter, now: number): DateRange {
  const today = startOfSaDay(now);
  switch (filter.period) {
    case 'all':
      return ALL_TIME;
    case 'today':
      return { start: today, end: today + DAY_MS };
    case 'yesterday':
      return { start: today - DAY_MS, end: today };
    case 'week': {
      // The week starts on Sunday (docs/product-behaviour.md §5.2).
      const start = today - saWeekday(now) * DAY_MS;
      return { start, end: start + 7 * DAY_MS };
    }
    case 'month': {
      const { year, month } = saCalendar(now);
      return { start: saDateToMs(year, month, 1), end: saDateToMs(year, month + 1, 1) };
    }
    case 'year': {
      const { year } = saCalendar(now);
      return { start: saDateToMs(year, 0, 1), end: saDateToMs(year + 1, 0, 1) };
    }
    case 'custom':
      return customRange(filter.from, filter.to);
  }
}

/**
 * A custom range: inclusive to the end of the To day. If either bound is
 * missing or not a real date, the filter passes everything (docs/product-behaviour.md §5.2).
 */
export function customRange(from: string | null | undefined, to: string | null | undefined): DateRange {
  const start = parseCalendarDay(from);
  const lastDay = parseCalendarDay(to);
  if (start === null || lastDay === null) return ALL_TIME;
  return { start, end: lastDay + DAY_MS };
}

/**
 * True when `at` lies in the range. An open range passes everything, even an
 * unknown date; a bounded one never passes an unknown date.
 */
export function isWithinDateRange(at: number | null, range: DateRange): boolean {
  if (range.start === null && range.end === null) return true;
  if (at === null) return false;
  if (range.start !== null && at < range.start) return false;
  if (range.end !== null && at >= range.end) return false;
  return true;
}

/** Epoch ms of midnight (South African time) starting the day that holds `ms`. */
export function startOfSaDay(ms: number): number {
  return Math.floor((ms + SA_OFFSET_MS) / DAY_MS) * DAY_MS - SA_OFFSET_MS;
}

/** The calendar day ("YYYY-MM-DD") in South Africa at `ms`, as a date input shows it. */
export function saCalendarDay(ms: number): string {
  return new Date(ms + SA_OFFSET_MS).toISOString().slice(0, 10);
}

function saWeekday(ms: number): number {
  return new Date(ms + SA_OFFSET_MS).getUTCDay();
}

function saCalendar(ms: number): { year: number; month: number } {
  const shifted = new Date(ms + SA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

/** Midnight in South Africa of a calendar date; month may overflow (Date.UTC rolls it). */
function saDateToMs(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) - SA_OFFSET_MS;
}

/** Epoch ms of midnight (South African time) starting a calendar day "YYYY-MM-DD"; null when it is not a real day. */
export function parseCalendarDay(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const ms = saDateToMs(year, month, day);
  // Reject days that roll over (2026-02-30) rather than guessing what was meant.
  const check = new Date(ms + SA_OFFSET_MS);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return ms;
}
