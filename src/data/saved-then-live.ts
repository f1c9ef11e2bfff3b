/**
 * The one way the site shows saved-then-live data: what was saved last time
 * paints first (with the time it was saved), then live answers replace it,
 * from the SDK's cache (no newer than the last server answer, so they keep the
 * time already shown) or from the server (as of now). Screens get
 * `{ value, source, asOf }` and never reconcile the two themselves.
 */
import type { Unsubscribe } from './backend';
import type { Saved } from './snapshot-store';

/** Where the value shown came from. */
export type Source = 'none' | 'snapshot' | 'cache' | 'server';

export interface Known<T> {
  readonly value: T;
  readonly source: Source;
  /** When the value was last confirmed by the server (a snapshot's save time); null when not known. */
  readonly asOf: number | null;
}

/** About one live answer. */
export interface LiveMeta {
  /** From the SDK's cache rather than the server. */
  readonly fromCache: boolean;
  /**
   * When the server vouched for a server answer, if not now: a file built a while
   * ago and kept by a CDN is as old as its build (but no older than the saved copy).
   */
  readonly asOf?: number;
}

export interface SavedThenLiveOptions<T> {
  /** The saved value, if any. */
  readonly loadSaved: () => Promise<Saved<T> | null>;
  /**
   * Starts the live reads with the saved value (null when there was none),
   * once it is known; `next` hears each live answer, `fail` a failure that
   * ended them. Returns the way to stop.
   */
  readonly live: (saved: Saved<T> | null, next: (value: T, meta: LiveMeta) => void, fail: (error: Error) => void) => Unsubscribe;
  /** Keeps a server-confirmed value for next time. */
  readonly save?: (value: T) => void;
  /**
   * Hears that the saved value was looked for and there is none (or it could not be read),
   * before the live reads start: until then a screen cannot tell "nothing saved" from "not read yet".
   */
  readonly onNothingSaved?: () => void;
  /** An answer that says nothing and must not hide the saved value (an empty cold cache, say). */
  readonly isEmptyAnswer?: (value: T, meta: { fromCache: boolean }) => boolean;
  readonly now?: () => number;
}

/**
 * Calls `listener` with each new state: the saved value first (unless a live
 * answer came sooner), then every live answer. `onFail` hears a failure of the
 * live reads (the last value stays). Returns the way to stop.
 */
export function savedThenLive<T>(
  options: SavedThenLiveOptions<T>,
  listener: (known: Known<T>) => void,
  onFail?: (error: Error) => void,
): Unsubscribe {
  const now = options.now ?? Date.now;
  let current: Known<T> | null = null;
  let savedAt: number | null = null;
  let stopped = false;
  let stopLive: Unsubscribe = () => {};

  /**
   * A cached answer is as old as the last server answer, which the saved copy dates. A server
   * answer is as of now, or of when the server vouched for it (a file), but never older than
   * the saved copy it replaces.
   */
  const asOfAnswer = (meta: LiveMeta): number | null => {
    if (meta.fromCache) return current?.source === 'server' ? current.asOf : savedAt;
    return Math.min(Math.max(meta.asOf ?? Infinity, savedAt ?? -Infinity), now());
  };

  const emit = (next: Known<T>) => {
    current = next;
    listener(next);
  };

  void options
    .loadSaved()
    .catch((error: unknown) => {
      console.warn('[data] the saved copy could not be read', error);
      return null;
    })
    .then((saved) => {
      if (stopped) return;
      savedAt = saved?.savedAt ?? null;
      if (saved) emit({ value: saved.value, source: 'snapshot', asOf: saved.savedAt });
      else options.onNothingSaved?.();
      stopLive = options.live(
        saved,
        (value, meta) => {
          if (stopped || options.isEmptyAnswer?.(value, meta)) return;
          if (!meta.fromCache) options.save?.(value);
          emit({ value, source: meta.fromCache ? 'cache' : 'server', asOf: asOfAnswer(meta) });
        },
        (error) => {
          if (!stopped) onFail?.(error);
        },
      );
    });

  return () => {
    stopped = true;
    stopLive();
  };
}
