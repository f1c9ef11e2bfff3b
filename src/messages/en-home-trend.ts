/** Home's trend of reports per month (issue 17, point 4), part of the English catalogue in en.ts. */
import { once } from '../domain/once';

// South African months as South Africans write them; the trend's months are SA months (src/domain/monthly-trend.ts).
// Made on first use: this catalogue loads before every page's first paint (src/domain/once.ts).
const TIME_ZONE = 'Africa/Johannesburg';
const SHORT_MONTH = once(() => new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, month: 'short' }));
const NARROW_MONTH = once(() => new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, month: 'narrow' }));
const YEAR = once(() => new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, year: 'numeric' }));
const MONTH_AND_YEAR = once(() => new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, month: 'long', year: 'numeric' }));

export const homeTrendMessages = {
  title: 'Reports per month',
  subtitle: 'Received and resolved over the last 12 months',
  received: 'Received',
  resolved: 'Resolved',
  loading: 'Loading…',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  caption: 'Reports received and resolved per month, the last 12 months',
  month: 'Month',
  /** A month's figures where a pointer rests on the chart: "November 2026: 45 received, 12 resolved". */
  monthFigures: (month: string, received: number, resolved: number) =>
    `${month}: ${received.toLocaleString('en-ZA')} received, ${resolved.toLocaleString('en-ZA')} resolved`,
  /** Under a bar where there is room: "Nov". */
  monthShort: (start: number) => SHORT_MONTH().format(start),
  /** Under a bar on a narrow screen: "N". */
  monthNarrow: (start: number) => NARROW_MONTH().format(start),
  /** Under the first month and each January: "2026". */
  year: (start: number) => YEAR().format(start),
  /** A row of the table: "November 2026". */
  monthAndYear: (start: number) => MONTH_AND_YEAR().format(start),
} as const;
