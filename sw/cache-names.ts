/**
 * The runtime caches this version of the service worker keeps. A rule whose
 * strategy or content changes gets a new name (a new -vN); the activate step
 * deletes every cache of ours that is no longer listed, so space is never held
 * by a retired rule. The precache is named and cleaned by Workbox itself.
 */
export const CACHE_PREFIX = 'mzansi-fix-';

export const CACHE_NAMES = {
  versionInfo: `${CACHE_PREFIX}version-info-v1`,
  tiles: `${CACHE_PREFIX}map-tiles-v1`,
  photos: `${CACHE_PREFIX}report-photos-v1`,
  /** The map index's summary and tile answers the map drew from (src/data/map-tiles-store.ts). */
  mapTileAnswers: `${CACHE_PREFIX}map-tile-answers-v1`,
  /** The ward files "My ward" fetched (src/data/ward-files.ts). */
  wardFiles: `${CACHE_PREFIX}ward-files-v1`,
  /** One entry: whether the page is in low-data mode (low-data-flag.ts). */
  settings: `${CACHE_PREFIX}settings-v1`,
} as const;

/** Names of ours that a worker keeping `current` no longer needs. */
export function retiredCaches(existing: readonly string[], current: readonly string[]): string[] {
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
}

/** Deletes the caches of ours that `current` does not list. */
export async function removeRetiredCaches(current: readonly string[]): Promise<void> {
  const names = retiredCaches(await caches.keys(), current);
  await Promise.all(names.map((name) => caches.delete(name)));
}
