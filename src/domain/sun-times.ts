/**
 * Sunrise and sunset for a place and day, by the NOAA solar calculator's
 * equations (the "General Solar Position" spreadsheet of the NOAA Global
 * Monitoring Laboratory: sun's declination and the equation of time from the
 * Julian century, then the hour angle at a zenith of 90.833°, which allows for
 * refraction and the sun's radius). Accurate to about a minute between ±72°
 * latitude, which is all glance mode needs to turn dark at dusk.
 */
import type { Coordinates } from './model';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export interface SunTimes {
  /** Epoch ms; null when the sun does not rise or set that day. */
  readonly sunrise: number | null;
  readonly sunset: number | null;
  /** Set on days without sunrise or sunset: the sun stays up ('day') or down ('night'). */
  readonly allDay: 'day' | 'night' | null;
}

/** Declination (degrees) and equation of time (minutes) at a Julian day. */
function solarPosition(julianDay: number): { declination: number; equationOfTime: number } {
  const t = (julianDay - 2451545) / 36525;
  const meanLong = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    Math.sin(rad(meanAnomaly)) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(rad(2 * meanAnomaly)) * (0.019993 - 0.000101 * t) +
    Math.sin(rad(3 * meanAnomaly)) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLong = meanLong + centre - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLong))));
  const y = Math.tan(rad(obliquity / 2)) ** 2;
  const l0 = rad(meanLong);
  const m = rad(meanAnomaly);
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * l0) -
        2 * eccentricity * Math.sin(m) +
        4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
        0.5 * y * y * Math.sin(4 * l0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * m),
    );
  return { declination, equationOfTime };
}

/** Sunrise and sunset of the local (solar) day at `position` that holds the instant `at`. */
export function sunTimes(position: Coordinates, at: number): SunTimes {
  const offsetMs = (position.longitude / 360) * DAY_MS;
  const dayStartUtc = Math.floor((at + offsetMs) / DAY_MS) * DAY_MS;
  const localNoonJulian = (dayStartUtc + DAY_MS / 2 - offsetMs) / DAY_MS + 2440587.5;
  const { declination, equationOfTime } = solarPosition(localNoonJulian);
  const lat = rad(position.latitude);
  const cosHourAngle = Math.cos(rad(90.833)) / (Math.cos(lat) * Math.cos(rad(declination))) - Math.tan(lat) * Math.tan(rad(declination));
  if (cosHourAngle > 1) return { sunrise: null, sunset: null, allDay: 'night' };
  if (cosHourAngle < -1) return { sunrise: null, sunset: null, allDay: 'day' };
  const hourAngle = deg(Math.acos(cosHourAngle));
  const solarNoonMinutes = 720 - 4 * position.longitude - equationOfTime;
  return {
    sunrise: dayStartUtc + (solarNoonMinutes - 4 * hourAngle) * MINUTE_MS,
    sunset: dayStartUtc + (solarNoonMinutes + 4 * hourAngle) * MINUTE_MS,
    allDay: null,
  };
}

/** True between sunset and sunrise at `position` (or all day in a polar night). */
export function isAfterDark(position: Coordinates, at: number): boolean {
  const times = sunTimes(position, at);
  if (times.allDay) return times.allDay === 'night';
  return at < (times.sunrise as number) || at > (times.sunset as number);
}
