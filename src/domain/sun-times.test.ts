import { describe, expect, it } from 'vitest';
import { isAfterDark, sunTimes } from './sun-times';

const capeTown = { latitude: -33.9249, longitude: 18.4241 };
const johannesburg = { latitude: -26.2041, longitude: 28.0473 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const tromso = { latitude: 69.6492, longitude: 18.9553 };

/** Minutes between an epoch time and a UTC clock time on the same date. */
function minutesFrom(ms: number | null, isoUtc: string): number {
  return Math.abs((ms as number) - Date.parse(isoUtc)) / 60_000;
}

// Reference times from the NOAA Solar Calculator (gml.noaa.gov/grad/solcalc), to the minute.
describe('sunTimes', () => {
  it('Cape Town at the winter solstice: sunrise 07:51, sunset 17:44 (SAST)', () => {
    const times = sunTimes(capeTown, Date.parse('2026-06-21T12:00:00+02:00'));
    expect(minutesFrom(times.sunrise, '2026-06-21T05:51:00Z')).toBeLessThan(3);
    expect(minutesFrom(times.sunset, '2026-06-21T15:44:00Z')).toBeLessThan(3);
  });
  it('Johannesburg at the summer solstice: sunrise 05:11, sunset 18:59 (SAST)', () => {
    const times = sunTimes(johannesburg, Date.parse('2026-12-21T09:00:00+02:00'));
    expect(minutesFrom(times.sunrise, '2026-12-21T03:11:00Z')).toBeLessThan(3);
    expect(minutesFrom(times.sunset, '2026-12-21T16:59:00Z')).toBeLessThan(3);
  });
  it('London in June, west of Greenwich: sunrise 04:43, sunset 21:21 (BST)', () => {
    const times = sunTimes(london, Date.parse('2026-06-21T23:30:00+01:00'));
    expect(minutesFrom(times.sunrise, '2026-06-21T03:43:00Z')).toBeLessThan(3);
    expect(minutesFrom(times.sunset, '2026-06-21T20:21:00Z')).toBeLessThan(3);
  });
  it('knows the midnight sun and the polar night', () => {
    expect(sunTimes(tromso, Date.parse('2026-06-21T00:00:00Z')).allDay).toBe('day');
    expect(sunTimes(tromso, Date.parse('2026-12-21T12:00:00Z')).allDay).toBe('night');
  });
});

describe('isAfterDark', () => {
  it('is dark before sunrise and after sunset, light between', () => {
    expect(isAfterDark(capeTown, Date.parse('2026-06-21T07:30:00+02:00'))).toBe(true);
    expect(isAfterDark(capeTown, Date.parse('2026-06-21T08:10:00+02:00'))).toBe(false);
    expect(isAfterDark(capeTown, Date.parse('2026-06-21T17:30:00+02:00'))).toBe(false);
    expect(isAfterDark(capeTown, Date.parse('2026-06-21T18:00:00+02:00'))).toBe(true);
    expect(isAfterDark(capeTown, Date.parse('2026-06-21T23:59:00+02:00'))).toBe(true);
    expect(isAfterDark(tromso, Date.parse('2026-06-21T00:00:00Z'))).toBe(false);
    expect(isAfterDark(tromso, Date.parse('2026-12-21T12:00:00Z'))).toBe(true);
  });
});
