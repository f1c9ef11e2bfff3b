/**
 * How long ago something happened, in the one unit a glance can take in:
 * "just now" under a minute, then whole minutes, hours, then days. Glance
 * mode says this about the data it shows.
 */

export type Elapsed =
  | { readonly unit: 'justNow' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly amount: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time from `from` to `now` (a clock running behind counts as just now). */
export function elapsed(from: number, now: number): Elapsed {
  const ms = now - from;
  if (ms < MINUTE) return { unit: 'justNow' };
  if (ms < HOUR) return { unit: 'minutes', amount: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hours', amount: Math.floor(ms / HOUR) };
  return { unit: 'days', amount: Math.floor(ms / DAY) };
}
