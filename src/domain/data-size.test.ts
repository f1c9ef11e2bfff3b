import { describe, expect, it } from 'vitest';
import { formatDataSize, parseContentLength, visitDataUsage } from './data-size';

describe('formatDataSize', () => {
  it('says kilobytes below a megabyte, never "0 KB" for something', () => {
    expect(formatDataSize(0)).toBe('0 KB');
    expect(formatDataSize(120)).toBe('1 KB');
    expect(formatDataSize(6_729)).toBe('7 KB');
    expect(formatDataSize(340_400)).toBe('340 KB');
  });

  it('says megabytes with one decimal below 10 MB, whole ones above', () => {
    expect(formatDataSize(2_430_000)).toBe('2.4 MB');
    expect(formatDataSize(12_600_000)).toBe('13 MB');
  });

  it('reads nonsense as nothing', () => {
    expect(formatDataSize(Number.NaN)).toBe('0 KB');
    expect(formatDataSize(-5)).toBe('0 KB');
  });
});

describe('visitDataUsage', () => {
  it('adds the transfer sizes and counts the entries that reported none', () => {
    const usage = visitDataUsage([
      { name: 'http://site/', transferSize: 1_500 },
      { name: 'http://site/assets/a.js', transferSize: 40_000 },
      { name: 'https://tile.example/1/2/3.png', transferSize: 0 },
      { name: 'http://site/assets/b.js', transferSize: Number.NaN },
    ]);
    expect(usage).toEqual({ bytes: 41_500, unmeasured: 2 });
  });

  it('is nothing for no entries', () => {
    expect(visitDataUsage([])).toEqual({ bytes: 0, unmeasured: 0 });
  });
});

describe('parseContentLength', () => {
  it('reads a byte count', () => {
    expect(parseContentLength('6729')).toBe(6_729);
    expect(parseContentLength(' 12 ')).toBe(12);
  });

  it('is null when absent or not a plain number', () => {
    for (const header of [null, '', 'abc', '-1', '1e3', '12, 12']) expect(parseContentLength(header)).toBeNull();
  });
});
