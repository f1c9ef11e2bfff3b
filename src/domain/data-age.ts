/**
 * When the data on screen is from, as the offline indicator says it: "14:32"
 * for today, "21 Nov 14:32" for an earlier day, "21 Nov 2025 14:32" for an
 * earlier year. South African time (UTC+2 all year, see date-range.ts), so the
 * words match the clocks of the people reading them.
 */
import { SA_OFFSET_MS } from './date-range';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** English's short month names; another language passes its own (src/messages/formats.ts). */
const englishMonth = (month: number): string => MONTHS[month] ?? '';

/** The clock time and calendar day of an instant in South Africa. */
function saClock(epochMs: number) {
  const local = new Date(epochMs + SA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    time: `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/** How to say when data saved at `savedAt` is from, seen at `now`. */
export function formatDataTime(savedAt: number, now: number, shortMonth: (month: number) => string = englishMonth): string {
  const saved = saClock(savedAt);
  const today = saClock(now);
  if (saved.year === today.year && saved.month === today.month && saved.day === today.day) return saved.time;
  const day = `${saved.day} ${shortMonth(saved.month)}`;
  return saved.year === today.year ? `${day} ${saved.time}` : `${day} ${saved.year} ${saved.time}`;
}
