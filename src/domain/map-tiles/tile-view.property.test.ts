// A view planned from real tile answers (built, sent as JSON and parsed as a
// browser gets them, its asks answered until it asks nothing) equals a brute-force
// filter of the same random reports: every cluster's count and types, every
// marker, nothing counted twice, nothing in the view missed. Counts from a
// damaged answer are never above the truth. kindFilter and viewFigures agree
// with filterProblems on the full list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TYPE_SLOT_COUNT, countShown, typeSlot } from '../map-view/map-counts';
import type { MapProblem } from '../model';
import { filterProblems } from '../problem-filter';
import { kindFilter } from './kind-filter';
import { parseTileAnswer } from './parse-tile-answer';
import { parseTileSummary } from './parse-tile-summary';
import type { TileAnswer, TileWire } from './tile-answers';
import { buildTileIndex, type TileIndex } from './tile-index';
import { isWithinTile, tileKey, tileOfPoint, type Tile } from './tile-math';
import { MAX_TILE_ZOOM } from './tile-rule';
import { NOW, STAMP, mapFilters, placeFilter, reports, signedIn, viewBox, viewZoom } from './tile-samples';
import { planView, type ViewPlan, type ViewRequest } from './tile-view';
import { viewFigures } from './view-figures';
import { spanHolds, tilesForView, viewSpan } from './view-tiles';

const inTile = (p: MapProblem, tile: Tile) => p.coordinates !== null && isWithinTile(tileOfPoint(p.coordinates.latitude, p.coordinates.longitude, tile.z), tile);
const ids = (problems: readonly MapProblem[]) => problems.map((p) => p.id).sort();

/** A wire answer with one part damaged: a subtile's total off by one, or an entry unreadable. */
function damage(wire: TileWire): TileWire {
  if ('cells' in wire) return wire.cells.length ? { ...wire, cells: [[...wire.cells[0]!.slice(0, 4), wire.cells[0]![4]! + 1, ...wire.cells[0]!.slice(5)], ...wire.cells.slice(1)] } : wire;
  return { ...wire, entries: [null, ...wire.entries.slice(1)] as unknown as typeof wire.entries };
}

/** Plans the view, answering what it asks from the index until it asks nothing; `damaged` says which answers to damage. */
function planAnswered(view: Omit<ViewRequest, 'answers'>, index: TileIndex, damaged: (n: number) => boolean): { plan: ViewPlan; answers: Map<string, TileAnswer> } {
  const answers = new Map<string, TileAnswer>();
  let plan = planView({ ...view, answers });
  for (let round = 0; plan.ask.length > 0 && round < 2 * MAX_TILE_ZOOM; round += 1) {
    for (const tile of plan.ask) {
      const wire = index.tile(tile)!;
      answers.set(tileKey(tile), parseTileAnswer(JSON.stringify(damaged(answers.size) ? damage(wire) : wire), tile)!);
    }
    plan = planView({ ...view, answers });
  }
  return { plan, answers };
}

const scene = fc.record({ problems: reports, leafMax: fc.integer({ min: 0, max: 6 }), bounds: viewBox, viewZoom, filters: mapFilters, uid: signedIn, place: placeFilter });

describe('a view planned from the tiles', () => {
  it('draws exactly the filtered reports of its tiles: exact clusters, every marker, nothing twice, nothing in view missed', () => {
    fc.assert(
      fc.property(scene, ({ problems, leafMax, ...rest }) => {
        const view = { ...rest, now: NOW };
        const { plan, answers } = planAnswered(view, buildTileIndex(problems, STAMP, leafMax), () => false);
        expect(plan.ask).toEqual([]);
        expect(plan.complete).toBe(true);
        const visible = filterProblems(problems, view.filters, view.uid, NOW, view.place).visible;
        const viewTiles = tilesForView(view.bounds, view.viewZoom);
        const touches = (tile: Tile) => spanHolds(viewSpan(view.bounds, tile.z)!, tile);
        const entriesTiles = [...answers.values()].filter((a) => a.kind === 'entries').map((a) => a.tile);
        const items = [...plan.clusters.map((c) => c.tile), ...entriesTiles];
        for (const [n, a] of items.entries()) {
          expect(viewTiles.some((t) => isWithinTile(a, t))).toBe(true);
          expect(touches(a)).toBe(true);
          for (const b of items.slice(n + 1)) expect(isWithinTile(a, b) || isWithinTile(b, a)).toBe(false);
        }
        for (const cluster of plan.clusters) {
          const truth = visible.filter((p) => inTile(p, cluster.tile));
          expect(cluster.count).toBe(truth.length);
          const types = new Array<number>(TYPE_SLOT_COUNT).fill(0);
          for (const p of truth) types[typeSlot(p.type)]! += 1;
          expect(cluster.types).toEqual(types);
        }
        expect(ids(plan.problems)).toEqual(ids(visible.filter((p) => entriesTiles.some((t) => inTile(p, t)))));
        const sum = plan.clusters.reduce((total, c) => total + c.count, 0) + plan.problems.length;
        const inItems = visible.filter((p) => items.some((t) => inTile(p, t))).length;
        expect(sum).toBe(inItems);
        // Every filtered report in the view's box is drawn; none outside the view's tiles is.
        const inBox = visible.filter((p) => p.coordinates && touches(tileOfPoint(p.coordinates.latitude, p.coordinates.longitude, MAX_TILE_ZOOM))).length;
        const inViewTiles = visible.filter((p) => viewTiles.some((t) => inTile(p, t))).length;
        expect(sum).toBeGreaterThanOrEqual(inBox);
        expect(sum).toBeLessThanOrEqual(inViewTiles);
        if (view.bounds.west <= -180 && view.bounds.east >= 180 && view.bounds.south <= -90 && view.bounds.north >= 90) expect(sum).toBe(inViewTiles);
      }),
      { numRuns: 150 },
    );
  });

  it('says it is incomplete when an answer is damaged, and never counts above the truth', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 1, max: 3 }), ({ problems, leafMax, ...rest }, every) => {
        const view = { ...rest, now: NOW };
        const index = buildTileIndex(problems, STAMP, leafMax);
        const { plan } = planAnswered(view, index, (n) => n % every === 0);
        const clean = planAnswered(view, index, () => false).plan;
        const visible = filterProblems(problems, view.filters, view.uid, NOW, view.place).visible;
        for (const cluster of plan.clusters) expect(cluster.count).toBeLessThanOrEqual(visible.filter((p) => inTile(p, cluster.tile)).length);
        const seen = new Set(ids(visible));
        expect(plan.problems.every((p) => seen.has(p.id))).toBe(true);
        const sum = (p: ViewPlan) => p.clusters.reduce((total, c) => total + c.count, 0) + p.problems.length;
        expect(sum(plan)).toBeLessThanOrEqual(sum(clean));
        if (tilesForView(view.bounds, view.viewZoom).some((t) => index.count(t) > 0)) expect(plan.complete).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('is incomplete when its answers come from two index states, and complete when from one', () => {
    // A later state: the first report is gone (resolved and cleared, or hidden). For a few
    // minutes after such a change the CDN may answer one tile from each state.
    const later = { builtAt: NOW + 60_000, version: 'mi4-later' };
    fc.assert(
      fc.property(scene, fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), ({ problems, leafMax, ...rest }, fromLater) => {
        const view = { ...rest, now: NOW };
        const states = [buildTileIndex(problems, STAMP, leafMax), buildTileIndex(problems.slice(1), later, leafMax)] as const;
        const answers = new Map<string, TileAnswer>();
        let plan = planView({ ...view, answers });
        for (let round = 0; plan.ask.length > 0 && round < 2 * MAX_TILE_ZOOM; round += 1) {
          for (const tile of plan.ask) {
            const state = states[fromLater[answers.size % fromLater.length] ? 1 : 0];
            const answer = parseTileAnswer(JSON.stringify(state.tile(tile)), tile)!;
            expect(answer.version).toBe(state.stamp.version);
            answers.set(tileKey(tile), answer);
          }
          plan = planView({ ...view, answers });
        }
        expect(plan.ask).toEqual([]);
        const versions = new Set([...answers.values()].map((answer) => answer.version));
        expect(plan.complete).toBe(versions.size <= 1);
      }),
      { numRuns: 200 },
    );
  });

  it('answers from kinds only what filterProblems answers, and the summary’s figures equal the full list’s', () => {
    fc.assert(
      fc.property(reports, mapFilters, signedIn, placeFilter, (problems, filters, uid, place) => {
        const result = filterProblems(problems, filters, uid, NOW, place);
        const shows = kindFilter(filters, uid, place);
        const visible = new Set(result.visible.map((p) => p.id));
        if (shows) for (const p of problems) expect(shows(p.type, p.status)).toBe(visible.has(p.id));
        const summary = parseTileSummary(JSON.stringify(buildTileIndex(problems, STAMP).summary()));
        const figures = viewFigures(summary, filters, uid, place);
        expect(figures === null).toBe(shows === null);
        if (figures) {
          expect(figures.counts).toEqual(countShown(result.visible, null));
          expect(figures.typeCounts).toEqual(result.typeCounts);
        }
      }),
      { numRuns: 400 },
    );
  });
});
