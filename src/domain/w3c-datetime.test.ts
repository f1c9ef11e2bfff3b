import { describe, expect, it } from 'vitest';
import { formatSastDateTime, parseW3cDateTime } from './w3c-datetime';

const utc = (iso: string) => Date.parse(iso);

describe('parseW3cDateTime', () => {
  it('reads a date-time with its own zone', () => {
    expect(parseW3cDateTime('2026-11-01T08:30:00Z', 'start')).toBe(utc('2026-11-01T08:30:00Z'));
    expect(parseW3cDateTime('2026-11-01T08:30:00+02:00', 'start')).toBe(utc('2026-11-01T06:30:00Z'));
    expect(parseW3cDateTime('2026-11-01T08:30:00.250-05:00', 'end')).toBe(utc('2026-11-01T13:30:00.250Z'));
    expect(parseW3cDateTime('2026-11-01T08:30Z', 'start')).toBe(utc('2026-11-01T08:30:00Z'));
  });

  it('takes a time without a zone as South African time', () => {
    expect(parseW3cDateTime('2026-11-01T08:30:00', 'start')).toBe(utc('2026-11-01T06:30:00Z'));
  });

  it('takes a bare date as the whole SAST day: its first millisecond to start, its last to end', () => {
    expect(parseW3cDateTime('2026-11-01', 'start')).toBe(utc('2026-10-31T22:00:00Z'));
    expect(parseW3cDateTime('2026-11-01', 'end')).toBe(utc('2026-11-01T21:59:59.999Z'));
  });

  it.each(['', 'yesterday', '2026-13-01', '2026-02-30', '2026-11-01T24:00:00Z', '2026-11-01T08:60Z', '1 Nov 2026', '2026-11-01T08:30:00+2', '20261101'])(
    'refuses %j',
    (text) => {
      expect(parseW3cDateTime(text, 'start')).toBeNull();
    },
  );

  it('accepts 29 February only in a leap year', () => {
    expect(parseW3cDateTime('2028-02-29', 'start')).not.toBeNull();
    expect(parseW3cDateTime('2026-02-29', 'start')).toBeNull();
  });
});

describe('formatSastDateTime', () => {
  it('writes the instant in SAST with its offset', () => {
    expect(formatSastDateTime(utc('2026-11-20T07:30:00Z'))).toBe('2026-11-20T09:30:00+02:00');
    expect(formatSastDateTime(utc('2026-12-31T23:00:00Z'))).toBe('2027-01-01T01:00:00+02:00');
  });

  it('round-trips through the parser', () => {
    const instant = utc('2026-06-15T12:34:56Z');
    expect(parseW3cDateTime(formatSastDateTime(instant), 'start')).toBe(instant);
  });
});
