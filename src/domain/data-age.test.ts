import { describe, expect, it } from 'vitest';
import { formatDataTime } from './data-age';

const at = (iso: string) => Date.parse(iso);

describe('formatDataTime', () => {
  it('gives the South African clock time for data from today', () => {
    expect(formatDataTime(at('2026-11-22T12:32:00Z'), at('2026-11-22T15:00:00Z'))).toBe('14:32');
  });

  it('names the day when the data is from an earlier day', () => {
    expect(formatDataTime(at('2026-11-21T07:05:00Z'), at('2026-11-22T08:00:00Z'))).toBe('21 Nov 09:05');
  });

  it('takes the day in South Africa, not in UTC', () => {
    // 23:30 UTC on the 21st is already 01:30 on the 22nd in Johannesburg.
    expect(formatDataTime(at('2026-11-21T23:30:00Z'), at('2026-11-22T06:00:00Z'))).toBe('01:30');
  });

  it('adds the year for data from an earlier year', () => {
    expect(formatDataTime(at('2025-12-31T20:00:00Z'), at('2026-01-02T08:00:00Z'))).toBe('31 Dec 2025 22:00');
  });
});
