import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coordinates, MapProblem, Problem } from './model';
import { GLANCE_MAX_ROWS, nearbyProblems, placeProblem } from './nearby-problems';
import { sampleProblem } from './sample-problem';

const here = { latitude: -33.93, longitude: 18.41 };
/** A point `metres` from `here` along a compass bearing (flat-earth, fine at this scale). */
function offset(metres: number, bearing: number): Coordinates {
  const rad = (bearing * Math.PI) / 180;
  return {
    latitude: here.latitude + (metres * Math.cos(rad)) / 111_320,
    longitude: here.longitude + (metres * Math.sin(rad)) / (111_320 * Math.cos((here.latitude * Math.PI) / 180)),
  };
}
const problem = (id: string, coordinates: Coordinates | null) => sampleProblem(id, { coordinates });
const ids = (items: { problem: MapProblem }[]) => items.map((item) => item.problem.id);

describe('nearbyProblems', () => {
  const aheadFar = problem('ahead-400', offset(400, 0));
  const behindNear = problem('behind-200', offset(200, 180));
  const rightMid = problem('right-180', offset(180, 90));
  const aheadNear = problem('ahead-100', offset(100, 10));
  const all = [aheadFar, behindNear, rightMid, aheadNear];

  it('without a heading, lists by distance alone', () => {
    expect(ids(nearbyProblems(all, here, null))).toEqual(['ahead-100', 'right-180', 'behind-200', 'ahead-400']);
  });

  it('with a heading, puts what is ahead first: side counts double, behind triple', () => {
    // ranks: ahead-100 → 100, ahead-400 → 400, right-180 → 360, behind-200 → 600
    expect(ids(nearbyProblems(all, here, 0))).toEqual(['ahead-100', 'right-180', 'ahead-400', 'behind-200']);
  });

  it('turns with the heading: driving south, the one behind is now ahead', () => {
    expect(ids(nearbyProblems(all, here, 180))[0]).toBe('behind-200');
  });

  it('gives distance, bearing, relative angle and direction', () => {
    const [first] = nearbyProblems([rightMid], here, 0);
    expect(first!.distanceKm).toBeCloseTo(0.18, 2);
    expect(first!.bearing).toBeCloseTo(90, 0);
    expect(first!.relative).toBeCloseTo(90, 0);
    expect(first!.direction).toBe('right');
    const [plain] = nearbyProblems([rightMid], here, null);
    expect(plain!.relative).toBeNull();
    expect(plain!.direction).toBeNull();
  });

  it('leaves out reports without a location and keeps at most six', () => {
    const many = Array.from({ length: 20 }, (_, i) => problem(`p${i}`, offset(50 + i * 10, i * 17)));
    const result = nearbyProblems([problem('nowhere', null), ...many], here, 45);
    expect(result).toHaveLength(GLANCE_MAX_ROWS);
    expect(ids(result)).not.toContain('nowhere');
  });

  it('orders equal ranks by id, so rows never swap places between fixes', () => {
    const a = problem('b', offset(100, 0));
    const b = problem('a', offset(100, 0));
    expect(ids(nearbyProblems([a, b], here, null))).toEqual(['a', 'b']);
  });

  it('keeps the same best rows as sorting everything would, whatever the input order', () => {
    const arb = fc.array(fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 359 })), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(arb, fc.option(fc.integer({ min: 0, max: 359 }), { nil: null }), (points, heading) => {
        const list = points.map(([m, b], i) => problem(`p${String(i).padStart(2, '0')}`, offset(m, b)));
        const forward = ids(nearbyProblems(list, here, heading));
        const backward = ids(nearbyProblems([...list].reverse(), here, heading));
        // The documented rule, written out: weight by direction, sort everything, take six.
        const weight = { ahead: 1, left: 2, right: 2, behind: 3 } as const;
        const everything = list
          .map((p) => placeProblem(p as Problem & { coordinates: Coordinates }, here, heading))
          .map((item) => ({ item, rank: item.distanceKm * (item.direction ? weight[item.direction] : 1) }))
          .sort((a, b) => a.rank - b.rank || a.item.distanceKm - b.item.distanceKm || a.item.problem.id.localeCompare(b.item.problem.id))
          .slice(0, 6)
          .map(({ item }) => item.problem.id);
        return JSON.stringify(forward) === JSON.stringify(backward) && JSON.stringify(forward) === JSON.stringify(everything);
      }),
    );
  });
});
