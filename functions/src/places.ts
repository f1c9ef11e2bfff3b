/**
 * The placer with the committed ward outlines (src/domain/places, docs/boundaries.md), as the
 * functions, the seeding and the index rebuild will load it. Built to functions/lib/places.js;
 * the outlines become a chunk of their own (functions/lib/wards-*.js, about 1.4 MB) that is read
 * on the first placement only, so a function that never places a report does not pay for it.
 * Not yet called by the triggers (issue 39, next step).
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
