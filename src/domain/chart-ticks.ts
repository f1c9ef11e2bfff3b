/**
 * The value axis of a small chart of counts: evenly spaced whole-number ticks
 * from 0 to a round top at or above the largest value, in steps of 1, 2 or 5
 * times a power of ten, so the gridlines read as plain numbers.
 */

/** At most this many steps between 0 and the top (so at most five gridlines). */
const MAX_STEPS = 4;

/** Ticks from 0 up to the first round value at or above `largest`; [0, 1] when there is nothing to show. */
export function chartTicks(largest: number): number[] {
  const top = Number.isFinite(largest) && largest > 0 ? Math.ceil(largest) : 0;
  const step = roundStep(Math.max(top / MAX_STEPS, 1));
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** The smallest of 1, 2, 5, 10, 20, 50, … at or above `raw`. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= raw) return factor * power;
  }
  return 10 * power;
}
