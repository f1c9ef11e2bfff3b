/**
 * Generated reports for measuring the board (issue 39 point 4: it renders in under 100 ms with
 * 50,000 reports): the same reports on every run (a seeded generator), spread over the given
 * municipalities (3% unplaced), the ten types, two years, about half resolved within 90 days.
 * Used by the unit timing and the browser's (tests/e2e/municipalities.spec.ts).
 */
import type { MapProblem } from '../model';
import { NO_VOTES } from '../model';
import { PROBLEM_TYPES } from '../problem-types';
import { DAY_MS } from './board';

/** A small linear congruential generator: numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export function sampleBoardReports(count: number, now: number, municipalities: readonly string[]): MapProblem[] {
  const next = seeded(39);
  return Array.from({ length: count }, (_, i): MapProblem => {
    const createdAt = now - Math.floor(next() * 730) * DAY_MS;
    const resolved = next() < 0.55;
    const municipality = next() < 0.97 ? municipalities[Math.floor(next() * municipalities.length)] : undefined;
    return {
      id: `bench-${i}`,
      type: PROBLEM_TYPES[Math.floor(next() * PROBLEM_TYPES.length)]!,
      status: resolved ? 'Resolved' : 'Active',
      coordinates: { latitude: -34 + next() * 12, longitude: 18 + next() * 14 },
      reportedByUserId: 'u-bench',
      createdAt,
      resolvedAt: resolved ? Math.min(now, createdAt + Math.floor(next() * 90) * DAY_MS) : null,
      confirmedBy: NO_VOTES,
      deniedBy: NO_VOTES,
      ...(municipality === undefined ? {} : { municipality, ward: `${String(i % 100).padStart(8, '1')}` }),
    };
  });
}
