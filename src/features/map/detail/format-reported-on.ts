/** "Reported on" as South Africans read it: "20 November 2026, 09:30", in Johannesburg time. */

import { once } from '../../../domain/once';

const PARTS = once(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Johannesburg',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/**
 * A report's date and time in Africa/Johannesburg. Built from parts rather than
 * `format()`, whose joining words ("at", ",") differ between ICU versions.
 */
export function formatReportedOn(epochMs: number): string {
  const parts = PARTS().formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
