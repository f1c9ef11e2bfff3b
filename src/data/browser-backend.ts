/**
 * The data the site runs on in the browser: the snapshot store, opened at
 * once; the map index (saved copy, file, then live changes); and Firebase
 * (production or the local emulators, by the build's environment) in two
 * halves loaded separately, after the first paint and only when the page needs
 * them: Firestore for data, in a worker off the main thread
 * (firebase-data-worker.ts), and Auth for identity, with Firestore Lite beside it
 * for the signed-in user's own documents. A visit paints from the saved copy or
 * the file before either arrives, and a guest never loads Auth until they sign in.
 */
import type { MapIndexContent } from '../domain/map-index/map-index-file';
import { wholeIndexFitsFirstVisit } from '../domain/map-tiles/first-visit';
import type { TileSummary } from '../domain/map-tiles/tile-answers';
import type { Backend, Unsubscribe } from './backend';
import { firebaseSettingsFromEnv } from './firebase-config';
import { startDataWorker } from './firebase-data-worker-client';
import { createLazyBackend } from './lazy-backend';
import { fetchMapIndexFile } from './map-index-file';
import { canFollowFrom, watchMapIndex, type MapIndexState } from './map-index-feed';
import { createMapTilesStore, type MapTilesStore } from './map-tiles-store';
import { loadSavedCopyHint, saveSavedCopyHint } from './saved-copy-hint';
import { loadSessionHint } from './session-hint';
import { openSnapshotStore, type SnapshotStore, type StorageTrouble } from './snapshot-store';
import { findStoredSignIn } from './stored-sign-in';
import { wholeFileFirst } from './whole-file-first';

export interface StorageTroubleFeed {
  /** Calls back with each kind of trouble so far and every new one; returns an unsubscribe. */
  subscribe(listener: (trouble: StorageTrouble) => void): () => void;
}

export interface BrowserData {
  readonly backend: Backend;
  readonly snapshots: SnapshotStore;
  /** Follows the map index (every report's map fields); one subscriber, the problems context. */
  readonly watchMapIndex: (listener: (state: MapIndexState) => void) => Unsubscribe;
  readonly storageTrouble: StorageTroubleFeed;
  /**
   * Lets the map index file be fetched (at once on a page that shows data, on the first such
   * page otherwise), and starts reading the saved copy if no screen has asked for it yet;
   * `decodeAfter` holds the copy's decoding (not its read) back until it resolves.
   */
  readonly startMapIndex: (options?: StartMapIndexOptions) => void;
  /**
   * Whether startMapIndex has started the index: the whole list is (or will be) this visit's.
   * Until then a map that opens from tiles (`mapOpening`) has only the map tiles to draw from.
   */
  readonly mapIndexStarted: () => boolean;
  /**
   * How the map opens on this visit: from the whole index ('whole'), or from the map tiles of its
   * views until the whole index has come, if it is started at all ('tiles'); 'deciding' until the
   * first map page's startMapIndex has decided, which with nothing saved waits for the summary.
   */
  readonly mapOpening: () => MapOpening;
  /** Calls back whenever mapOpening changes; returns an unsubscribe. */
  readonly subscribeMapOpening: (listener: () => void) => () => void;
  /**
   * The map tiles of the views looked at (map-tiles-store.ts): what the map draws from when it
   * opens from tiles (`mapOpening`), so a visit costs the places it shows rather than the
   * country's every report.
   */
  readonly mapTiles: MapTilesStore;
  /**
   * Whether an account may be signed in on this device: 'maybe' when one is
   * remembered or Auth has one saved (or that cannot be told), 'none' when
   * certainly not. Answered without the SDK, within milliseconds.
   */
  readonly accountOnDevice: Promise<'none' | 'maybe'>;
  /** accountOnDevice's answer once it has come, else undefined: the first render starts from it when it can. */
  readonly accountOnDeviceKnown: () => 'none' | 'maybe' | undefined;
  /**
   * The map index's summary (`/data/map-tiles/summary`, a few KB): every report counted by type
   * and status, and the trend's months. Fetched once and kept; null when it could not be had
   * (asked again on the next call). A first visit draws home's figures from it while the index
   * file itself, megabytes at a national scale, is still on its way.
   */
  readonly mapSummary: () => Promise<TileSummary | null>;
  /**
   * Whether the device certainly held no saved copy of the index when the page started (its hint
   * in localStorage says so, saved-copy-hint.ts): a first visit, told at once, where reading the
   * snapshot store to find that out takes 100-400 ms in a new browser profile.
   */
  readonly nothingSavedAtStart: boolean;
  /** Loads Firestore (the data half); call after the first paint, on a page that shows data. */
  readonly startData: () => void;
  /** Loads Auth (the identity half), for a page about identity or when an account may be signed in. */
  readonly startAuth: () => void;
}

export type MapOpening = 'deciding' | 'tiles' | 'whole';

export interface StartMapIndexOptions {
  /** Holds the saved copy's decoding (not its read) back until it resolves. */
  readonly decodeAfter?: Promise<void>;
  /**
   * Starts only when the device holds a saved copy that live changes alone can bring up to date
   * (low-data mode's map: never the whole file, megabytes at a national scale; issue 38).
   */
  readonly onlyToFollow?: boolean;
  /**
   * Starts at once with a saved copy to follow, or with nothing saved when the whole index fits a
   * first visit's budget (the summary's count says, domain/map-tiles/first-visit.ts). Otherwise the
   * map opens from the tiles of its views, and a later start, after its first markers, fetches the
   * file behind them (issue 38).
   */
  readonly wholeWhenSmall?: boolean;
}

/**
 * How long a first visit's map waits for the summary before it fetches the index file anyway. Kept
 * by the CDN for everyone, it comes in a round trip or two (0.3-0.5 s on a mid-range phone's line).
 */
const SUMMARY_WAIT_MS = 1000;

/** Creates the site's backend and snapshot store once at boot. */
export function createBrowserData(): BrowserData {
  const troubles: StorageTrouble[] = [];
  const listeners = new Set<(trouble: StorageTrouble) => void>();
  const snapshots = openSnapshotStore({
    onTrouble: (trouble) => {
      troubles.push(trouble);
      for (const listener of listeners) listener(trouble);
    },
  });
  const settings = firebaseSettingsFromEnv(import.meta.env);
  const accountOnDevice: Promise<'none' | 'maybe'> = loadSessionHint()
    ? Promise.resolve('maybe')
    : findStoredSignIn(settings.options.apiKey).then((stored) => (stored === 'none' ? 'none' : 'maybe'));
  let accountAnswer: 'none' | 'maybe' | undefined;
  void accountOnDevice.then((found) => (accountAnswer = found));
  const backend = createLazyBackend({
    loadAuth: async () => (await import('./firebase-auth')).createFirebaseAuthHalf(settings, 'persistent'),
    loadData: () => startDataWorker(settings),
    loadOwn: async () => (await import('./firebase-own-documents')).createOwnDocuments(settings),
  });
  const storageTrouble: StorageTroubleFeed = {
    subscribe(listener) {
      for (const trouble of troubles) listener(trouble);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // A static page needs no map index: the file (megabytes at national scale) waits for a page that shows it.
  let wantMapIndex: () => void = () => {};
  const mapIndexWanted = new Promise<void>((resolve) => (wantMapIndex = resolve));
  // The saved copy is read from the moment a page wants the index, while the words and the
  // first render are still on their way (50-120 ms of IndexedDB at 50,000 reports), and handed
  // to the first watch; later watches read it afresh. With no copy the feed can follow (a first
  // visit, or one more than a week old), the file it will ask for is fetched at once too: as the
  // script starts when the hint in localStorage already says so, else once the copy is read.
  let savedCopy: ReturnType<SnapshotStore['loadMapIndex']> | null = null;
  let earlyFile: Promise<MapIndexContent> | null = null;
  let earlyAbort: AbortController | null = null;
  let watched = false;
  /** Reads the saved copy, and keeps the hint in step with what was found. */
  const readCopy = (decodeAfter?: Promise<void>) =>
    snapshots.loadMapIndex(decodeAfter).then((copy) => {
      if (copy) saveSavedCopyHint(copy.value);
      return copy;
    });
  const loadMapIndex = () => {
    watched = true;
    const copy = savedCopy ?? readCopy();
    savedCopy = null;
    return copy;
  };
  const saveMapIndex: SnapshotStore['saveMapIndex'] = async (copy) => {
    await snapshots.saveMapIndex(copy);
    saveSavedCopyHint(copy);
  };
  const forgetEarly = () => {
    earlyFile = null;
    earlyAbort = null;
  };
  const fetchFile = (rebuiltAt?: number) => {
    if (rebuiltAt !== undefined) return fetchMapIndexFile(rebuiltAt);
    const file = earlyFile ?? fetchMapIndexFile();
    forgetEarly();
    return file;
  };
  const fetchEarly = () => {
    if (earlyFile) return;
    earlyAbort = new AbortController();
    earlyFile = fetchMapIndexFile(undefined, earlyAbort.signal);
    // A failure is the feed's to report, when it takes the file.
    earlyFile.catch(() => {});
  };
  const mapTiles = createMapTilesStore();
  // One request for every screen that asks at once (home's cards, the map and its stats strip); a failed one is asked again.
  let summaryAsked: Promise<TileSummary | null> | null = null;
  const mapSummary = () =>
    (summaryAsked ??= mapTiles.summary().then((summary) => {
      if (!summary) summaryAsked = null;
      return summary;
    }));
  const nothingSavedAtStart = loadSavedCopyHint() === null;
  let started = false;
  let opening: MapOpening = 'deciding';
  const openingListeners = new Set<() => void>();
  const openWith = (next: MapOpening) => {
    if (opening === next) return;
    opening = next;
    for (const listener of openingListeners) listener();
  };
  const startMapIndex: BrowserData['startMapIndex'] = (options = {}) => {
    const hint = loadSavedCopyHint();
    // A hint that cannot be read (storage switched off) is no reason to leave the map without its copy.
    const nothingToFollow = hint === null || (hint !== undefined && !canFollowFrom(hint, Date.now()));
    if (!started && nothingToFollow && options.onlyToFollow) return openWith('tiles');
    if (!started && nothingToFollow && options.wholeWhenSmall && opening === 'deciding' && !wholeFileFirst()) {
      // Nothing saved: the summary (a few KB, which the figures want anyway) tells how big the file is.
      // Unanswered within a second (offline, a failed or cold function), the file is asked for as before.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SUMMARY_WAIT_MS)));
      void Promise.race([mapSummary(), late]).then((summary) => {
        clearTimeout(timer);
        if (opening !== 'deciding') return;
        if (summary && !wholeIndexFitsFirstVisit(summary)) return openWith('tiles');
        startMapIndex(options.decodeAfter ? { decodeAfter: options.decodeAfter } : {});
      });
      return;
    }
    // A map that opened from tiles keeps drawing from them until the whole index has come.
    if (opening === 'deciding') openWith('whole');
    started = true;
    wantMapIndex();
    if (watched || savedCopy) return;
    if (nothingToFollow) fetchEarly();
    savedCopy = readCopy(options.decodeAfter);
    // This runs before the feed sees the copy (it was asked for first), so the feed then takes the file.
    void savedCopy.then((saved) => {
      if (!saved || !canFollowFrom(saved.value, Date.now())) {
        fetchEarly();
      } else if (earlyFile) {
        // The hint was wrong (cleared apart from the copy): the copy serves, and the file stops downloading.
        earlyAbort?.abort();
        forgetEarly();
      }
    });
  };
  return {
    backend,
    snapshots,
    watchMapIndex: (listener) =>
      watchMapIndex(
        { backend, snapshots: { loadMapIndex, saveMapIndex }, fetchFile: (rebuiltAt) => mapIndexWanted.then(() => fetchFile(rebuiltAt)) },
        listener,
      ),
    storageTrouble,
    startMapIndex,
    mapIndexStarted: () => started,
    mapOpening: () => opening,
    subscribeMapOpening: (listener) => {
      openingListeners.add(listener);
      return () => openingListeners.delete(listener);
    },
    mapTiles,
    mapSummary,
    nothingSavedAtStart,
    accountOnDevice,
    accountOnDeviceKnown: () => accountAnswer,
    startData: backend.startData,
    startAuth: backend.startAuth,
  };
}
