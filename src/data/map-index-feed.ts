/**
 * The map index as the site holds it: every report's map fields, newest first.
 *
 * - First visit: the index file (a plain fetch, no SDK), then the live changes
 *   committed after the file was built.
 * - Returning visit: the saved copy paints at once; only the changes since it
 *   was complete are read (a day's worth is a handful of small documents). A
 *   copy older than FILE_AFTER_MS, or from before a rebuild of the index,
 *   is replaced by the file instead.
 * - Offline: the saved copy, and whatever Firestore's cache holds.
 * Server-confirmed copies are saved (debounced, and when the page is hidden).
 */
import { applyMapChanges } from '../domain/map-index/apply-changes';
import type { MapIndexContent } from '../domain/map-index/map-index-file';
import type { MapProblem } from '../domain/model';
import type { Backend, Unsubscribe } from './backend';
import { savedThenLive, type Known } from './saved-then-live';
import type { MapIndexCopy, Saved, SnapshotStore } from './snapshot-store';

/** Past this, reading every change since costs more than the file: fetch the file. */
export const FILE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the index must stay unchanged before it is written to the snapshot store. */
const SAVE_DEBOUNCE_MS = 1500;

export interface MapIndexFeedOptions {
  readonly backend: Pick<Backend, 'watchMapChanges' | 'watchMapRebuilds'>;
  readonly snapshots: Pick<SnapshotStore, 'loadMapIndex' | 'saveMapIndex'>;
  readonly fetchFile: () => Promise<MapIndexContent>;
  readonly now?: () => number;
  /** Where to hear that the page is going away (to save at once); the window in the browser. */
  readonly pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export type MapIndexState = Known<readonly MapProblem[]>;

/** Whether a saved copy can be brought up to date from the changes alone. */
export function canFollowFrom(saved: Saved<MapIndexCopy>, now: number): boolean {
  return saved.value.rebuiltAt !== null && now - saved.value.builtAt <= FILE_AFTER_MS;
}

/** Follows the map index; `listener` hears `{ value: problems, source, asOf }`. */
export function watchMapIndex(options: MapIndexFeedOptions, listener: (state: MapIndexState) => void): Unsubscribe {
  const now = options.now ?? Date.now;
  const saver = debouncedSaver(options.snapshots, options.pageEvents);
  const stop = savedThenLive<MapIndexCopy>(
    {
      loadSaved: options.snapshots.loadMapIndex,
      live: (saved, next, fail) => followIndex(options, saved, now, next, fail),
      save: saver.save,
      now,
    },
    (known) => listener({ ...known, value: known.value.problems }),
    (error) => console.error('[data] the map index could not be followed', error),
  );
  return () => {
    stop();
    saver.flush();
    saver.dispose();
  };
}

function followIndex(
  options: MapIndexFeedOptions,
  saved: Saved<MapIndexCopy> | null,
  now: () => number,
  next: (copy: MapIndexCopy, meta: { fromCache: boolean }) => void,
  fail: (error: Error) => void,
): Unsubscribe {
  let copy: MapIndexCopy | null = saved?.value ?? null;
  let stopped = false;
  let stopChanges: Unsubscribe = () => {};
  let fetching = false;

  const follow = (from: MapIndexCopy) => {
    stopChanges();
    stopChanges = options.backend.watchMapChanges(from.builtAt, {
      next: (changes, meta) => {
        if (stopped || !copy) return;
        // No change from the cache says nothing; from the server it confirms the copy is current.
        if (changes.length === 0 && meta.fromCache) return;
        if (changes.length > 0) copy = applyMapChanges(copy, changes);
        next(copy, meta);
      },
      error: fail,
    });
  };

  const fetchFile = () => {
    if (fetching) return;
    fetching = true;
    options
      .fetchFile()
      .then((file) => {
        if (stopped) return;
        copy = { problems: file.problems, builtAt: file.builtAt, rebuiltAt: file.rebuiltAt };
        next(copy, { fromCache: false });
        follow(copy);
      })
      .catch((error: unknown) => {
        if (stopped) return;
        console.warn('[data] the map index file could not be fetched', error);
        // Offline, or the server failed: bring what we have up to date from the changes instead.
        if (copy) follow(copy);
        else fail(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        fetching = false;
      });
  };

  if (saved && canFollowFrom(saved, now())) follow(saved.value);
  else fetchFile();
  const stopRebuilds = options.backend.watchMapRebuilds((rebuiltAt) => {
    // A rebuild since our copy's base: changes alone cannot be trusted to cover it.
    if (!stopped && copy && rebuiltAt !== null && (copy.rebuiltAt === null || rebuiltAt > copy.rebuiltAt)) fetchFile();
  });

  return () => {
    stopped = true;
    stopChanges();
    stopRebuilds();
  };
}

/** Saves the latest copy after it has settled, or at once when the page is hidden (a reload, a closed tab). */
function debouncedSaver(snapshots: Pick<SnapshotStore, 'saveMapIndex'>, pageEvents = globalThis.window as MapIndexFeedOptions['pageEvents']) {
  let pending: MapIndexCopy | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending) void snapshots.saveMapIndex(pending);
    pending = null;
  };
  pageEvents?.addEventListener('pagehide', flush);
  return {
    save(copy: MapIndexCopy) {
      pending = copy;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    flush,
    dispose: () => pageEvents?.removeEventListener('pagehide', flush),
  };
}
