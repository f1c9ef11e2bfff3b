// The clusters on screen add up to what the counting rules say the map draws, and each
// cluster's per-type tally adds up to its count: the same supercluster settings and
// map/reduce as the worker, over random reports (some without a position).
import fc from 'fast-check';
import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { countShown, isPlaced, typeSlot } from '../../../domain/map-view/map-counts';
import type { MapProblem } from '../../../domain/model';
import { PROBLEM_TYPES } from '../../../domain/problem-types';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './cluster-protocol';
import { tallySlots, typeTallyOptions, type TypeTally } from './type-tally';

const report = fc.record({
  type: fc.constantFrom(...PROBLEM_TYPES, 'Sinkhole'),
  coordinates: fc.option(fc.record({ latitude: fc.double({ min: -34, max: -23, noNaN: true }), longitude: fc.double({ min: 17, max: 32, noNaN: true }) }), { nil: null, freq: 6 }),
});

function clusterAll(problems: readonly MapProblem[], zoom: number) {
  const placed = problems.filter(isPlaced);
  const slots = placed.map((problem) => typeSlot(problem.type));
  const index = new Supercluster<{ i: number }, TypeTally>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
    ...typeTallyOptions((point) => slots[point]!),
  }).load(placed.map((problem, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [problem.coordinates.longitude, problem.coordinates.latitude] } })));
  return index.getClusters([-180, -85, 180, 85], zoom);
}

describe('the clusters over the whole country', () => {
  it('add up to the placed reports, and each tally adds up to its cluster', () => {
    fc.assert(
      fc.property(fc.array(report, { maxLength: 300 }), fc.integer({ min: 3, max: 12 }), (rows, zoom) => {
        const problems = rows.map((row, n) => ({ id: `p-${n}`, status: 'Active', reportedByUserId: '', createdAt: null, resolvedAt: null, confirmedBy: [], deniedBy: [], ...row }));
        const features = clusterAll(problems, zoom);
        let sum = 0;
        for (const feature of features) {
          const props = feature.properties as TypeTally & { cluster?: boolean; point_count?: number };
          if (!props.cluster) {
            sum += 1;
            continue;
          }
          sum += props.point_count!;
          expect(tallySlots(props).reduce((a, b) => a + b, 0)).toBe(props.point_count);
        }
        expect(sum).toBe(countShown(problems, null).placed);
      }),
      { numRuns: 60 },
    );
  });
});
