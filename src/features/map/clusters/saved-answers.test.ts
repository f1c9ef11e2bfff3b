import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import type { ClusterItem } from './cluster-protocol';
import {
  findAnswer,
  findOpeningAnswer,
  hasAnswersFor,
  MAX_SAVED_ITEMS,
  parseSavedAnswers,
  pointSetKey as keyOf,
  coordinateHashes,
  SAVED_ANSWERS,
  withAnswer,
  type SavedAnswer,
} from './saved-answers';

const BOX = [16, -35, 33, -22] as const;
const cluster: ClusterItem = { kind: 'cluster', clusterId: 1234, count: 7, lng: 28.1, lat: -26.2 };
const point: ClusterItem = { kind: 'point', index: 3, lng: 18.4, lat: -33.9 };

function coordinatesOf(...pairs: [number, number][]): Float64Array {
  return new Float64Array(pairs.flat());
}

/** pointSetKey as the index calls it: over the coordinates' hashes, made once per data. */
function pointSetKey(points: Uint32Array, coordinates: Float64Array): string {
  return keyOf(points, coordinateHashes(coordinates));
}

describe('pointSetKey', () => {
  const coordinates = coordinatesOf([28.1, -26.2], [18.4, -33.9], [31.0, -29.8]);

  it('is the same for the same positions at the same coordinates', () => {
    expect(pointSetKey(new Uint32Array([0, 2]), coordinates)).toBe(pointSetKey(new Uint32Array([0, 2]), coordinates.slice()));
  });

  it('differs when a position, the order, a coordinate or the count differs', () => {
    const key = pointSetKey(new Uint32Array([0, 2]), coordinates);
    expect(pointSetKey(new Uint32Array([0, 1]), coordinates)).not.toBe(key);
    expect(pointSetKey(new Uint32Array([2, 0]), coordinates)).not.toBe(key);
    expect(pointSetKey(new Uint32Array([0]), coordinates)).not.toBe(key);
    const moved = coordinates.slice();
    moved[5] = -29.80001; // the third report moved a metre
    expect(pointSetKey(new Uint32Array([0, 2]), moved)).not.toBe(key);
  });

  it('ignores positions that are not shown', () => {
    const other = coordinates.slice();
    other[2] = 0; // the second report, not shown, moved
    expect(pointSetKey(new Uint32Array([0, 2]), other)).toBe(pointSetKey(new Uint32Array([0, 2]), coordinates));
  });
});

describe('saved answers', () => {
  const answer: SavedAnswer = { set: '2:a:b', zoom: 6, bbox: BOX, items: [cluster, point] };

  it('are found only for the same set, zoom and box', () => {
    expect(findAnswer([answer], '2:a:b', [...BOX], 6)).toEqual([cluster, point]);
    expect(findAnswer([answer], '2:a:c', [...BOX], 6)).toBeUndefined();
    expect(findAnswer([answer], '2:a:b', [...BOX], 7)).toBeUndefined();
    expect(findAnswer([answer], '2:a:b', [16, -35, 33, -22.0001], 6)).toBeUndefined();
    expect(hasAnswersFor([answer], '2:a:b')).toBe(true);
    expect(hasAnswersFor([answer], '2:a:c')).toBe(false);
  });

  it('keep the newest few, one per view', () => {
    let answers: SavedAnswer[] = [];
    for (let zoom = 1; zoom <= SAVED_ANSWERS + 2; zoom += 1) answers = withAnswer(answers, { ...answer, zoom });
    expect(answers.map((a) => a.zoom)).toEqual([5, 4, 3]);
    answers = withAnswer(answers, { ...answer, zoom: 4, items: [point] });
    expect(answers.map((a) => a.zoom)).toEqual([4, 5, 3]);
    expect(findAnswer(answers, answer.set, BOX, 4)).toEqual([point]);
  });

  it('do not keep a view with too many markers', () => {
    const busy = { ...answer, items: Array.from({ length: MAX_SAVED_ITEMS + 1 }, () => point) };
    expect(withAnswer([answer], busy)).toEqual([answer]);
  });

  it('come back from storage as they went in', () => {
    const answers = withAnswer([answer], { ...answer, zoom: 9, items: [] });
    expect(parseSavedAnswers(JSON.stringify(answers))).toEqual(answers);
  });

  it('drop whatever storage hands back damaged, answer by answer', () => {
    expect(parseSavedAnswers(null)).toEqual([]);
    expect(parseSavedAnswers('not json')).toEqual([]);
    expect(parseSavedAnswers('{"set":"x"}')).toEqual([]);
    const damaged = [
      answer,
      { ...answer, zoom: 'six' },
      { ...answer, bbox: [1, 2, 3] },
      { ...answer, items: [{ ...cluster, count: 1 }] },
      { ...answer, items: [{ ...point, index: -1 }] },
      { ...answer, items: [{ ...point, lat: null }] },
      { ...answer, items: [{ kind: 'marker', lng: 1, lat: 1 }] },
    ];
    expect(parseSavedAnswers(JSON.stringify(damaged))).toEqual([answer]);
  });
});

describe('the opening view', () => {
  const filters = '[null,false,["all"],[],false]';
  const shown = [{ index: 3, id: 'p-3', type: 'Pothole', status: 'Reported' }];
  const drawn: SavedAnswer = { set: '2:a:b', zoom: 6, bbox: BOX, items: [cluster, point], filters, shown };

  it('is the newest answer drawn under the same filters, at the same zoom, around the box', () => {
    const older: SavedAnswer = { ...drawn, set: '1:c:d', items: [cluster] };
    expect(findOpeningAnswer([drawn, older], filters, [...BOX], 6)).toBe(drawn);
    expect(findOpeningAnswer([older, drawn], filters, [...BOX], 6)).toBe(older);
    expect(findOpeningAnswer([drawn], '[null,true,["all"],[],false]', [...BOX], 6)).toBeUndefined();
    expect(findOpeningAnswer([drawn], filters, [...BOX], 7)).toBeUndefined();
    // A map a strip shorter asks for a box inside the one saved; a wider one, or one moved, is not covered.
    expect(findOpeningAnswer([drawn], filters, [16, -34.5, 33, -22.5], 6)).toBe(drawn);
    expect(findOpeningAnswer([drawn], filters, [16, -35, 33, -21.9999], 6)).toBeUndefined();
    expect(findOpeningAnswer([drawn], filters, [15.9, -35, 32.9, -22], 6)).toBeUndefined();
  });

  it('needs every point marker\'s report, and something to draw', () => {
    expect(findOpeningAnswer([{ ...drawn, shown: [] }], filters, [...BOX], 6)).toBeUndefined();
    expect(findOpeningAnswer([{ set: drawn.set, zoom: 6, bbox: BOX, items: [cluster, point] }], filters, [...BOX], 6)).toBeUndefined();
    expect(findOpeningAnswer([{ ...drawn, items: [], shown: [] }], filters, [...BOX], 6)).toBeUndefined();
    expect(findOpeningAnswer([{ ...drawn, items: [cluster], shown: [] }], filters, [...BOX], 6)?.items).toEqual([cluster]);
  });

  it('comes back from storage as it went in; a damaged opening part is dropped, the answer kept', () => {
    expect(parseSavedAnswers(JSON.stringify([drawn]))).toEqual([drawn]);
    const damaged = [{ ...drawn, shown: [{ ...shown[0], id: '' }] }, { ...drawn, zoom: 7, filters: 3 }];
    const plain = { set: drawn.set, bbox: BOX, items: drawn.items };
    expect(parseSavedAnswers(JSON.stringify(damaged))).toEqual([
      { ...plain, zoom: 6 },
      { ...plain, zoom: 7 },
    ]);
  });
});

describe('a saved answer stands for a rebuilt index', () => {
  // What makes reuse safe: supercluster builds the same clusters, ids included, from the same points.
  it('supercluster gives the same clusters and ids for the same points', () => {
    const features = Array.from({ length: 2000 }, (_, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [17 + ((i * 7919) % 1500) / 100, -34 + ((i * 104729) % 1200) / 100] },
    }));
    const build = () => new Supercluster({ radius: 60, maxZoom: 16, minPoints: 2 }).load(features);
    const first = build().getClusters([...BOX], 6);
    const again = build().getClusters([...BOX], 6);
    expect(first.length).toBeGreaterThan(1);
    expect(again).toEqual(first);
  });
});
