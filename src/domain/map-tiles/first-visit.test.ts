import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_BYTES, INDEX_BYTES_PER_REPORT, reportsIn, wholeIndexFitsFirstVisit } from './first-visit';
import type { TileSummary } from './tile-answers';

function summaryOf(placed: number, unplaced: number): TileSummary {
  return {
    builtAt: 0,
    version: 'v',
    placed: [
      { type: 'Pothole', status: 'Active', count: placed - Math.floor(placed / 2) },
      { type: 'Water Leak', status: 'Resolved', count: Math.floor(placed / 2) },
    ],
    unplaced: [{ type: 'Pothole', status: 'Active', count: unplaced }],
    reporters: 1,
    months: [],
  };
}

describe('a first visit fetches the whole index only while it fits the budget', () => {
  const most = Math.floor(FIRST_VISIT_BYTES / INDEX_BYTES_PER_REPORT);

  it('counts placed and unplaced reports alike', () => {
    expect(reportsIn(summaryOf(455, 12))).toBe(467);
  });

  it('without the size, estimates it from the count: the file for the demo data and up to the budget, tiles past it', () => {
    expect(wholeIndexFitsFirstVisit(summaryOf(455, 12))).toBe(true);
    expect(wholeIndexFitsFirstVisit(summaryOf(most - 10, 10))).toBe(true);
    expect(wholeIndexFitsFirstVisit(summaryOf(most - 10, 11))).toBe(false);
    expect(wholeIndexFitsFirstVisit(summaryOf(50_000, 5))).toBe(false);
  });

  it('fetches the file when there is nothing to count', () => {
    expect(wholeIndexFitsFirstVisit(summaryOf(0, 0))).toBe(true);
  });

  it("goes by the file's own size when the summary gives it", () => {
    expect(wholeIndexFitsFirstVisit({ ...summaryOf(455, 12), fileBytes: FIRST_VISIT_BYTES })).toBe(true);
    expect(wholeIndexFitsFirstVisit({ ...summaryOf(455, 12), fileBytes: FIRST_VISIT_BYTES + 1 })).toBe(false);
    expect(wholeIndexFitsFirstVisit({ ...summaryOf(50_000, 0), fileBytes: 100_000 })).toBe(true);
  });
});
