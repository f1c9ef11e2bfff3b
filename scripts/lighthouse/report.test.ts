// The Lighthouse runner's table: the median of each figure, and every run's score beside it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printTable } from './report.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lighthouse table', () => {
  it('prints each run of a page beside the median, so the spread shows', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    printTable([{ page: '/', score: 84, scores: [79, 85, 84], fcp: 1100, lcp: 3200, tbt: 463, speedIndex: 2000, jsKb: 193.2 }]);
    expect(lines[0]).toMatch(/^\| Page \| Score \| +Runs \| +FCP \|/u);
    expect(lines[2]).toBe('| /    |    84 | 79 85 84 | 1.1 s | 3.2 s | 463 ms |       2.0 s |         193 KB |');
  });
});
