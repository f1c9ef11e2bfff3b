/** "Reported on" as South Africans read it: "20 November 2026, 09:30", in Johannesburg time. */
import { dateTimeParts } from '../../../messages/formats';

const PARTS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A report's date and time in Africa/Johannesburg. Built from parts rather than
 * `format()`, whose joining words ("at", ",") differ between ICU versions. The month
 * is the active language's (in English as before: "November").
 */
export function formatReportedOn(epochMs: number): string {
  const parts = dateTimeParts(epochMs, PARTS);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
