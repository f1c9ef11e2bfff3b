/**
 * The map index as the site holds it: every report's map fields, newest first.
 *
 * - First visit: the index file (a plain fetch, no SDK), then the live changes
 *   committed after the file was built.
 * - Returning visit: the saved copy paints at once; only the changes since it
 *   was complete are read (a day's worth is a handful of small documents). A
 *   copy older than FILE_AFTER_MS, or from before a rebuild of the index,
 *   is replaced by the file instead.
 * - Offline: the saved copy (Firestore's cache is memory only: firebase-data.ts).
 * Server-confirmed copies are saved (debounced, and when the page is hidden).
 */
import { applyMapChanges } from '../domain/map-index/apply-changes';
import type { MapIndexContent } from '../domain/map-index/map-index-file';
import type { MapProblem } from '../domain/model';
import type { Backend, Unsubscribe } from './backend';
import { savedThenLive, type Known, type LiveMeta } from './saved-then-live';
import type { MapIndexCopy, Saved, SnapshotStore } from './snapshot-store';

/** Past this, reading every change since costs more than the file: fetch the file. */
export const FILE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the index must stay unchanged before it is written to the snapshot store. */
const SAVE_DEBOUNCE_MS = 1500;
/**
 * After the live changes stop with an error, how long before listening again: the first wait,
 * doubled after each failure in a row up to the last. Firestore ends a listener for good on an
 * error its SDK does not retry itself, and a map left open on a dashboard must not freeze.
 */
export const RELISTEN_FIRST_MS = 2000;
export const RELISTEN_LAST_MS = 60_000;
/**
 * After this long with no word from the server, the changes are listened to afresh. A listener
 * can fall silent with no error: in the load test (2,000 writes while five tabs watched), one tab's
 * stream "transport errored", the SDK reconnected, and that tab heard nothing more while the others
 * went on; Firestore's Node SDK restarts a silent listener after two minutes for the same reason
 * (googleapis/nodejs-firestore#1220). A fresh listener costs one read when nothing has changed.
 */
export const QUIET_RELISTEN_MS = 5 * 60_000;

export interface MapIndexFeedOptions {
  readonly backend: Pick<Backend, 'watchMapChanges' | 'watchMapRebuilds'>;
  readonly snapshots: Pick<SnapshotStore, 'loadMapIndex' | 'saveMapIndex'>;
  /**
   * The index file; after a rebuild, `rebuiltAt` asks for one built since it, past any
   * copy a CDN or the browser kept from before.
   */
  readonly fetchFile: (rebuiltAt?: number) => Promise<MapIndexContent>;
  readonly now?: () => number;
  /** Where to hear that the page is going away (to save at once); the window in the browser. */
  readonly pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export type MapIndexState = Known<readonly MapProblem[]>;

/** Whether a saved copy (built then, after that rebuild) can be brought up to date from the changes alone. */
export function canFollowFrom(copy: Pick<MapIndexCopy, 'builtAt' | 'rebuiltAt'>, now: number): boolean {
  return copy.rebuiltAt !== null && now - copy.builtAt <= FILE_AFTER_MS;
}

/**
 * Follows the map index; `listener` hears `{ value: problems, source, asOf }`. Its first call
 * comes once the saved copy has been looked for: the copy, or no reports from nowhere
 * (`source: 'none'`) when there is none.
 */
export function watchMapIndex(options: MapIndexFeedOptions, listener: (state: MapIndexState) => void): Unsubscribe {
  const now = options.now ?? Date.now;
  const saver = debouncedSaver(options.snapshots, options.pageEvents);
  const stop = savedThenLive<MapIndexCopy>(
    {
      loadSaved: options.snapshots.loadMapIndex,
      live: (saved, next, fail) => followIndex(options, saved, now, next, fail),
      save: saver.save,
      onNothingSaved: () => listener({ value: [], source: 'none', asOf: null }),
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
  next: (copy: MapIndexCopy, meta: LiveMeta) => void,
  fail: (error: Error) => void,
): Unsubscribe {
  let copy: MapIndexCopy | null = saved?.value ?? null;
  let stopped = false;
  let stopChanges: Unsubscribe = () => {};
  let relisten: ReturnType<typeof setTimeout> | undefined;
  let relistenAfter = RELISTEN_FIRST_MS;
  let fetching = false;
  // The changes since a copy cannot carry it past a rebuild (which writes none), so the
  // server vouches for the copy as of now only once the rebuild stamp is known as well, and
  // no file built since a rebuild is on its way; until then a changes answer is as old as the copy.
  let rebuildKnown = false;
  let changesAnswered = false;
  const vouched = (current: MapIndexCopy, meta: LiveMeta): LiveMeta =>
    meta.fromCache || (rebuildKnown && !fetching) ? meta : { fromCache: false, asOf: current.builtAt };

  /** Listens to the changes afresh after `ms`, from the copy as it stands then: its builtAt is the newest change it holds. */
  const listenAgainIn = (ms: number) => {
    clearTimeout(relisten);
    relisten = setTimeout(() => !stopped && copy && follow(copy), ms);
  };
  const follow = (from: MapIndexCopy) => {
    stopChanges();
    listenAgainIn(QUIET_RELISTEN_MS);
    changesAnswered = false;
    stopChanges = options.backend.watchMapChanges(from.builtAt, {
      next: (changes, meta) => {
        if (stopped || !copy) return;
        // No change from the cache says nothing; from the server it confirms the copy is current.
        if (changes.length === 0 && meta.fromCache) return;
        if (changes.length > 0) copy = applyMapChanges(copy, changes);
        if (!meta.fromCache) {
          [changesAnswered, relistenAfter] = [true, RELISTEN_FIRST_MS];
          listenAgainIn(QUIET_RELISTEN_MS);
        }
        next(copy, vouched(copy, meta));
      },
      error: (error) => {
        if (stopped) return;
        const wait = relistenAfter;
        relistenAfter = Math.min(wait * 2, RELISTEN_LAST_MS);
        console.warn(`[data] the map's live changes stopped; listening again in ${wait / 1000} s`, error);
        listenAgainIn(wait);
      },
    });
  };

  // A rebuild heard while a file was on its way: that file may predate it.
  let rebuildHeard: number | null = null;
  /** Whether our copy was made before that rebuild: changes alone cannot be trusted to cover it. */
  const predates = (rebuiltAt: number) => copy !== null && (copy.rebuiltAt === null || rebuiltAt > copy.rebuiltAt);
  const fetchFile = (rebuiltAt?: number) => {
    if (fetching) return;
    fetching = true;
    options
      .fetchFile(rebuiltAt)
      .then((file) => {
        if (stopped) return;
        copy = { problems: file.problems, builtAt: file.builtAt, rebuiltAt: file.rebuiltAt };
        // As of its build, which the CDN may have kept for minutes: the changes since bring it to now.
        next(copy, { fromCache: false, asOf: file.builtAt });
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
        const heard = rebuildHeard;
        rebuildHeard = null;
        if (!stopped && heard !== null && predates(heard)) fetchFile(heard);
      });
  };

  if (saved && canFollowFrom(saved.value, now())) follow(saved.value);
  else fetchFile();
  const stopRebuilds = options.backend.watchMapRebuilds((rebuiltAt) => {
    if (stopped) return;
    const first = !rebuildKnown;
    rebuildKnown = true;
    if (rebuiltAt !== null && fetching) rebuildHeard = Math.max(rebuildHeard ?? rebuiltAt, rebuiltAt);
    else if (rebuiltAt !== null && predates(rebuiltAt)) fetchFile(rebuiltAt);
    // No rebuild since the copy: the changes already answered brought it to now.
    else if (first && changesAnswered && copy) next(copy, { fromCache: false });
  });

  return () => {
    stopped = true;
    clearTimeout(relisten);
    stopChanges();
    stopRebuilds();
  };
}

/**
 * Saves the latest copy after it has settled, or at once when the page may be going away. At
 * pagehide alone that is often too late: Chromium drops a transaction it has not committed when
 * it tears the document down (in a test that left /home for another page, 3 of 20 saves were
 * lost after their put was made). So while a copy waits, leaving starts the save sooner:
 * beforeunload comes before the next page is asked for (listened to only while a copy waits, so
 * the back/forward cache is kept otherwise), and a page hidden on a phone may be ended later
 * with no event at all.
 */
function debouncedSaver(snapshots: Pick<SnapshotStore, 'saveMapIndex'>, pageEvents = globalThis.window as MapIndexFeedOptions['pageEvents']) {
  let pending: MapIndexCopy | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    pageEvents?.removeEventListener('beforeunload', flush);
    if (pending) void snapshots.saveMapIndex(pending);
    pending = null;
  };
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'hidden') flush();
  };
  pageEvents?.addEventListener('pagehide', flush);
  pageEvents?.addEventListener('visibilitychange', onVisibility);
  return {
    save(copy: MapIndexCopy) {
      if (!pending) pageEvents?.addEventListener('beforeunload', flush);
      pending = copy;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    flush,
    dispose: () => {
      pageEvents?.removeEventListener('pagehide', flush);
      pageEvents?.removeEventListener('visibilitychange', onVisibility);
      pageEvents?.removeEventListener('beforeunload', flush);
    },
  };
}
