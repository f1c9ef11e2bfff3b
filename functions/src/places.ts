/**
 * The placer with the committed ward outlines (src/domain/places, docs/boundaries.md §3), as the
 * map index loads it: the trigger (map-index.ts `indexReport`, which the heal's repairs also run)
 * and the paged reader behind the rebuild and the heal (map-index-reader.ts), so seeding,
 * `scripts/rebuild-map-index.mjs` and the admin's rebuild place every report the same way.
 * Built to functions/lib/places.js; the outlines become a chunk of their own
 * (functions/lib/wards-*.js, about 2.7 MB as a JavaScript object) that is read on the first
 * placement only, so a function that never places a report (Open311, the index file) does not
 * pay for it.
 */
import type { WardsFile } from '../../src/domain/places/boundary-file';
import { createPlacer, type Place, type Placer } from '../../src/domain/places/placer';

export type { Place, Placer };

let placer: Promise<Placer> | undefined;

/** The placer, built on first use (the outlines decoded and indexed: about 0.1 s) and kept for the process. */
export function loadPlacer(): Promise<Placer> {
  placer ??= import('../../src/domain/places/data/wards.json').then((wards) => createPlacer(wards.default as WardsFile));
  return placer;
}
