// The map index feed with stand-ins for the snapshot store, the file and the
// live changes (unit-test doubles: what is under test is which of them is
// used when; the real ones are tested against the emulators and in Chromium).
import { describe, expect, it, vi } from 'vitest';
import type { MapChange } from '../domain/map-index/map-change';
import type { MapProblem } from '../domain/model';
import type { MapChangesListener } from './backend';
import { FILE_AFTER_MS, QUIET_RELISTEN_MS, RELISTEN_FIRST_MS, RELISTEN_LAST_MS, watchMapIndex, type MapIndexState } from './map-index-feed';
import type { MapIndexCopy, Saved } from './snapshot-store';

const NOW = 10 * FILE_AFTER_MS;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const report = (id: string, createdAt: number): MapProblem => ({
  id, type: 'Pothole', status: 'Active', coordinates: null, reportedByUserId: 'u', createdAt, resolvedAt: null, confirmedBy: [], deniedBy: [],
});

function harness(
  saved: Saved<MapIndexCopy> | null,
  file: () => Promise<{ problems: MapProblem[]; builtAt: number; rebuiltAt: number | null; skipped: number }>,
  pageEvents: Pick<Window, 'addEventListener' | 'removeEventListener'> = { addEventListener: () => {}, removeEventListener: () => {} },
) {
  const states: MapIndexState[] = [];
  const follows: number[] = [];
  const saves: MapIndexCopy[] = [];
  let changes: MapChangesListener | null = null;
  let rebuilds: (rebuiltAt: number | null) => void = () => {};
  const fetchFile = vi.fn(file);
  const stop = watchMapIndex(
    {
      backend: {
        watchMapChanges: (since, listener) => {
          follows.push(since);
          changes = listener;
          return () => {};
        },
        watchMapRebuilds: (listener) => {
          rebuilds = listener;
          return () => {};
        },
      },
      snapshots: { loadMapIndex: async () => saved, saveMapIndex: async (copy) => void saves.push(copy) },
      fetchFile,
      now: () => NOW,
      pageEvents,
    },
    (state) => states.push(state),
  );
  return {
    states, follows, saves, fetchFile, stop,
    change: (list: MapChange[], fromCache = false) => changes?.next(list, { fromCache }),
    fail: (error: Error) => changes?.error?.(error),
    rebuilt: (at: number | null) => rebuilds(at),
  };
}

const saved = (builtAt: number, rebuiltAt: number | null): Saved<MapIndexCopy> => ({
  savedAt: builtAt + 5,
  value: { problems: [report('p-old', 1)], builtAt, rebuiltAt },
});

describe('the map index feed', () => {
  it('on a first visit fetches the file, then follows the changes committed after it was built', async () => {
    const h = harness(null, async () => ({ problems: [report('p-1', 5)], builtAt: NOW - 100, rebuiltAt: 7, skipped: 0 }));
    await settle();
    await settle();
    // The file is as of its build (a CDN may have kept it for minutes); the changes' answer is as of now.
    // First the word that nothing was saved, then the file.
    expect(h.states).toEqual([
      { value: [], source: 'none', asOf: null },
      { value: [report('p-1', 5)], source: 'server', asOf: NOW - 100 },
    ]);
    expect(h.follows).toEqual([NOW - 100]);
    h.change([{ id: 'p-2', problem: report('p-2', 9), at: NOW - 50 }]);
    // Until the rebuild stamp is known, the changes bring the copy only as far as they go.
    expect(h.states.at(-1)).toMatchObject({ source: 'server', asOf: NOW - 50 });
    expect(h.states.at(-1)?.value.map((p) => p.id)).toEqual(['p-2', 'p-1']);
    // The file's own rebuild: nothing to fetch again, so the server has vouched for the copy as of now.
    h.rebuilt(7);
    expect(h.states.at(-1)).toMatchObject({ source: 'server', asOf: NOW });
    expect(h.fetchFile).toHaveBeenCalledTimes(1);
    h.stop();
    expect(h.saves.at(-1)).toMatchObject({ builtAt: NOW - 50 });
  });

  it('on a return visit paints the saved copy and reads only the changes since, without the file', async () => {
    const h = harness(saved(NOW - 86_400_000, 3), async () => {
      throw new Error('must not be fetched');
    });
    await settle();
    expect(h.states).toEqual([{ value: [report('p-old', 1)], source: 'snapshot', asOf: NOW - 86_400_000 + 5 }]);
    expect(h.follows).toEqual([NOW - 86_400_000]);
    expect(h.fetchFile).not.toHaveBeenCalled();
    // Nothing changed, says the server: the saved copy is current.
    h.change([], true);
    h.change([]);
    expect(h.states.map((s) => s.source)).toEqual(['snapshot', 'server']);
    h.change([{ id: 'p-old', problem: null, at: NOW - 10 }]);
    expect(h.states.at(-1)).toMatchObject({ value: [], source: 'server' });
  });

  it('fetches the file instead when the saved copy is older than a week or predates a rebuild', async () => {
    const file = async () => ({ problems: [report('p-new', 2)], builtAt: NOW - 1, rebuiltAt: 9, skipped: 0 });
    const stale = harness(saved(NOW - FILE_AFTER_MS - 1, 3), file);
    await settle();
    await settle();
    expect(stale.fetchFile).toHaveBeenCalledTimes(1);
    expect(stale.follows).toEqual([NOW - 1]);

    const beforeRebuild = harness(saved(NOW - 1000, 3), file);
    await settle();
    expect(beforeRebuild.fetchFile).not.toHaveBeenCalled();
    beforeRebuild.rebuilt(8);
    await settle();
    await settle();
    // Asked by the rebuild's stamp, so no copy kept from before the rebuild can answer.
    expect(beforeRebuild.fetchFile).toHaveBeenCalledExactlyOnceWith(8);
    expect(beforeRebuild.states.at(-1)?.value.map((p) => p.id)).toEqual(['p-new']);
  });

  it('after a rebuild the copy is not vouched for until the file built since it has come', async () => {
    const files = [
      async () => ({ problems: [report('p-before', 2)], builtAt: NOW - 500, rebuiltAt: 9, skipped: 0 }),
      async () => ({ problems: [report('p-after', 3)], builtAt: NOW - 1, rebuiltAt: 12, skipped: 0 }),
    ];
    const h = harness(null, () => files.shift()!());
    await settle();
    await settle();
    h.change([]);
    h.rebuilt(12);
    // The changes answer again while the file built since the rebuild is on its way.
    h.change([]);
    for (let i = 0; i < 4; i += 1) await settle();
    expect(h.states.map((state) => [state.value.map((p) => p.id).join(), state.asOf])).toEqual([
      ['', null],
      ['p-before', NOW - 500],
      ['p-before', NOW - 500],
      ['p-before', NOW - 500],
      ['p-after', NOW - 1],
    ]);
    h.change([]);
    expect(h.states.at(-1)).toMatchObject({ asOf: NOW });
  });

  it('a rebuild heard while the file is on its way fetches again when that file predates it', async () => {
    let answer: (file: { problems: MapProblem[]; builtAt: number; rebuiltAt: number | null; skipped: number }) => void = () => {};
    const files = [
      () => new Promise<never>((resolve) => (answer = resolve as never)),
      async () => ({ problems: [report('p-after', 3)], builtAt: NOW - 1, rebuiltAt: 12, skipped: 0 }),
    ];
    const h = harness(null, () => files.shift()!());
    await settle();
    h.rebuilt(12);
    answer({ problems: [report('p-before', 2)], builtAt: NOW - 50, rebuiltAt: 9, skipped: 0 });
    for (let i = 0; i < 4; i += 1) await settle();
    expect(h.fetchFile.mock.calls).toEqual([[undefined], [12]]);
    expect(h.states.at(-1)?.value.map((p) => p.id)).toEqual(['p-after']);
  });

  it('offline with a saved copy: the file fails, and the copy is followed from the cache', async () => {
    const h = harness(saved(NOW - FILE_AFTER_MS - 1, null), async () => {
      throw new TypeError('Failed to fetch');
    });
    await settle();
    await settle();
    expect(h.states.map((s) => s.source)).toEqual(['snapshot']);
    expect(h.follows).toEqual([NOW - FILE_AFTER_MS - 1]);
  });

  it('listens again when the live changes stop with an error, from the newest change it holds, waiting longer after each failure in a row', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const h = harness(saved(NOW - 100, 7), async () => {
        throw new Error('not asked for');
      });
      await vi.advanceTimersByTimeAsync(0);
      h.change([{ id: 'p-2', problem: report('p-2', 9), at: NOW - 50 }]);
      expect(h.follows).toEqual([NOW - 100]);

      h.fail(new Error('internal'));
      await vi.advanceTimersByTimeAsync(RELISTEN_FIRST_MS - 1);
      expect(h.follows).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.follows).toEqual([NOW - 100, NOW - 50]);
      // Failing again at once: twice the wait, and so on up to the last.
      const waits: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        const before = h.follows.length;
        const failedAt = Date.now();
        h.fail(new Error('internal'));
        while (h.follows.length === before) await vi.advanceTimersByTimeAsync(1000);
        waits.push(Date.now() - failedAt);
      }
      expect(waits).toEqual([4000, 8000, 16_000, 32_000, RELISTEN_LAST_MS, RELISTEN_LAST_MS, RELISTEN_LAST_MS, RELISTEN_LAST_MS]);
      // An answer from the server: the next failure waits the first wait again.
      h.change([{ id: 'p-3', problem: report('p-3', 10), at: NOW - 40 }]);
      expect(h.states.at(-1)?.value.map((p) => p.id)).toEqual(['p-3', 'p-2', 'p-old']);
      h.fail(new Error('internal'));
      await vi.advanceTimersByTimeAsync(RELISTEN_FIRST_MS);
      expect(h.follows.at(-1)).toBe(NOW - 40);
      expect(h.fetchFile).not.toHaveBeenCalled();
      // Stopped: no listening again.
      const count = h.follows.length;
      h.fail(new Error('internal'));
      h.stop();
      await vi.advanceTimersByTimeAsync(RELISTEN_LAST_MS);
      expect(h.follows).toHaveLength(count);
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });

  it('listens afresh when the server has said nothing for a while, since a listener can fall silent with no error', async () => {
    vi.useFakeTimers();
    try {
      const h = harness(saved(NOW - 100, 7), async () => {
        throw new Error('not asked for');
      });
      await vi.advanceTimersByTimeAsync(0);
      h.change([{ id: 'p-2', problem: report('p-2', 9), at: NOW - 50 }]);
      // Answers from the cache are not the server's word.
      await vi.advanceTimersByTimeAsync(QUIET_RELISTEN_MS - 1000);
      h.change([], true);
      await vi.advanceTimersByTimeAsync(999);
      expect(h.follows).toEqual([NOW - 100]);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.follows).toEqual([NOW - 100, NOW - 50]);
      // Each answer from the server puts it off again.
      for (let n = 0; n < 3; n += 1) {
        await vi.advanceTimersByTimeAsync(QUIET_RELISTEN_MS - 1);
        h.change([]);
      }
      expect(h.follows).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(QUIET_RELISTEN_MS);
      expect(h.follows).toHaveLength(3);
      h.stop();
      await vi.advanceTimersByTimeAsync(QUIET_RELISTEN_MS * 3);
      expect(h.follows).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves a waiting copy as soon as the page may be leaving (beforeunload, pagehide), not only once it has settled', async () => {
    // A stand-in for the window: an EventTarget that counts who listens for beforeunload.
    const page = new EventTarget();
    const listeners = { beforeunload: 0 };
    const add = page.addEventListener.bind(page);
    const remove = page.removeEventListener.bind(page);
    const pageEvents = {
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
        if (type === 'beforeunload') listeners.beforeunload += 1;
        add(type, listener);
      },
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) => {
        if (type === 'beforeunload') listeners.beforeunload -= 1;
        remove(type, listener);
      },
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
    const h = harness(null, async () => ({ problems: [report('p-1', 5)], builtAt: NOW - 100, rebuiltAt: 7, skipped: 0 }), pageEvents);
    // Nothing waits yet: no beforeunload listener (which some browsers hold against the back/forward cache).
    expect(listeners.beforeunload).toBe(0);
    await settle();
    await settle();
    expect(h.saves).toEqual([]);
    expect(listeners.beforeunload).toBe(1);
    page.dispatchEvent(new Event('beforeunload'));
    expect(h.saves.map((copy) => copy.problems.map((p) => p.id))).toEqual([['p-1']]);
    expect(listeners.beforeunload).toBe(0);
    // A change waits again; the page going away saves it too.
    h.change([{ id: 'p-2', problem: report('p-2', 9), at: NOW - 50 }]);
    page.dispatchEvent(new Event('pagehide'));
    expect(h.saves.at(-1)?.problems.map((p) => p.id)).toEqual(['p-2', 'p-1']);
    h.stop();
    expect(h.saves).toHaveLength(2);
  });
});
