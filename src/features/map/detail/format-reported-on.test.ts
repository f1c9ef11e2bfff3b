import { describe, expect, it } from 'vitest';
import { formatReportedOn } from './format-reported-on';

describe('formatReportedOn', () => {
  it('shows the date and time in Johannesburg (UTC+2)', () => {
    expect(formatReportedOn(Date.parse('2026-11-20T07:30:00Z'))).toBe('20 November 2026, 09:30');
  });

  it('moves to the next day when Johannesburg has passed midnight but UTC has not', () => {
    expect(formatReportedOn(Date.parse('2026-11-17T22:30:00Z'))).toBe('18 November 2026, 00:30');
  });

  it('writes single-digit days without a zero and hours with one', () => {
    expect(formatReportedOn(Date.parse('2026-03-01T06:05:00Z'))).toBe('1 March 2026, 08:05');
  });

  it('crosses the year in Johannesburg time', () => {
    expect(formatReportedOn(Date.parse('2025-12-31T23:59:00Z'))).toBe('1 January 2026, 01:59');
  });
});
