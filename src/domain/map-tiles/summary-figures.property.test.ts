// Home's figures from the summary, as a browser parses it, equal those computed from the full
// list: the cards always, the trend whenever the page's clock is in the index's month (and it
// is then the full list's trend at builtAt); in another month the trend is not given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyTrend } from '../monthly-trend';
import { countProblems } from '../problem-stats';
import { parseTileSummary } from './parse-tile-summary';
import { summaryCounts, summaryTrend } from './summary-figures';
import { buildSummary } from './tile-summary';
import { NOW, reports, STAMP } from './tile-samples';

const DAY = 86_400_000;
/** The index's moment, anywhere in the samples' months, and a page clock up to two months either side of it. */
const builtAt = fc.integer({ min: NOW - 400 * DAY, max: NOW + 5 * DAY });
const pageOffset = fc.integer({ min: -60 * DAY, max: 60 * DAY });
const monthOf = (at: number) => monthlyTrend([], at).at(-1)!.month;

describe('summary figures', () => {
  it('give home the cards and the trend the full list gives', () => {
    fc.assert(
      fc.property(reports, builtAt, pageOffset, (problems, at, offset) => {
        const summary = parseTileSummary(JSON.stringify(buildSummary(problems, { ...STAMP, builtAt: at })));
        expect(summary).not.toBeNull();
        expect(summaryCounts(summary!)).toEqual(countProblems(problems));
        expect(summaryTrend(summary!, at)).toEqual(monthlyTrend(problems, at));
        const now = at + offset;
        const trend = summaryTrend(summary!, now);
        if (monthOf(now) === monthOf(at)) expect(trend).toEqual(monthlyTrend(problems, at));
        else expect(trend).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('gives no trend from a summary missing one of its months', () => {
    const summary = parseTileSummary(JSON.stringify(buildSummary([], STAMP)))!;
    expect(summaryTrend(summary, NOW)).toHaveLength(12);
    expect(summaryTrend({ ...summary, months: summary.months.slice(1) }, NOW)).toBeNull();
  });
});
