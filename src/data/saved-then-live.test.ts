// The saved-then-live primitive with hand-driven stand-ins for storage and the
// live reads (unit-test doubles: what is under test is the order of states).
import { describe, expect, it, vi } from 'vitest';
import { savedThenLive, type Known, type LiveMeta } from './saved-then-live';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(saved: { savedAt: number; value: string } | null) {
  const states: Known<string>[] = [];
  const saves: string[] = [];
  let push: (value: string, meta: LiveMeta) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const stopLive = vi.fn();
  const failures: Error[] = [];
  const events: string[] = [];
  const stop = savedThenLive<string>(
    {
      loadSaved: async () => saved,
      live: (_saved, next, onFail) => {
        events.push('live');
        push = next;
        fail = onFail;
        return stopLive;
      },
      save: (value) => saves.push(value),
      onNothingSaved: () => events.push('nothing saved'),
      isEmptyAnswer: (value, meta) => meta.fromCache && value === '',
      now: () => 1000,
    },
    (known) => states.push(known),
    (error) => failures.push(error),
  );
  return {
    states, saves, failures, events, stop, stopLive,
    push: (v: string, fromCache: boolean, asOf?: number) => push(v, asOf === undefined ? { fromCache } : { fromCache, asOf }),
    fail: (e: Error) => fail(e),
  };
}

describe('savedThenLive', () => {
  it('says when nothing was saved, before the live reads start, and not when something was', async () => {
    const none = harness(null);
    await settle();
    expect(none.events).toEqual(['nothing saved', 'live']);
    expect(none.states).toEqual([]);
    const some = harness({ savedAt: 500, value: 'old' });
    await settle();
    expect(some.events).toEqual(['live']);
    expect(some.states.map((k) => k.source)).toEqual(['snapshot']);
  });

  it('paints the saved value, then cached and server answers, saving only what the server confirmed', async () => {
    const h = harness({ savedAt: 500, value: 'old' });
    await settle();
    h.push('cached', true);
    h.push('fresh', false);
    h.push('echo', true);
    expect(h.states).toEqual([
      { value: 'old', source: 'snapshot', asOf: 500 },
      // The cache is as old as the last server answer, which the saved copy dates.
      { value: 'cached', source: 'cache', asOf: 500 },
      { value: 'fresh', source: 'server', asOf: 1000 },
      { value: 'echo', source: 'cache', asOf: 1000 },
    ]);
    expect(h.saves).toEqual(['fresh']);
  });

  it('dates a server answer by when the server vouched for it when that was before now (a file a CDN kept)', async () => {
    const h = harness(null);
    await settle();
    h.push('from the file', false, 700);
    h.push('clock ahead', false, 5000);
    h.push('cached', true);
    expect(h.states.map((state) => state.asOf)).toEqual([700, 1000, 1000]);
    expect(h.saves).toEqual(['from the file', 'clock ahead']);

    // Never older than the saved copy it replaces.
    const returning = harness({ savedAt: 800, value: 'old' });
    await settle();
    returning.push('followed', false, 600);
    expect(returning.states.map((state) => state.asOf)).toEqual([800, 800]);
  });

  it('ignores an empty cached answer that would hide the saved value', async () => {
    const h = harness({ savedAt: 500, value: 'old' });
    await settle();
    h.push('', true);
    expect(h.states.map((s) => s.value)).toEqual(['old']);
  });

  it('with nothing saved, waits for the live answer; a failure is reported and the last value stays', async () => {
    const h = harness(null);
    await settle();
    expect(h.states).toEqual([]);
    h.push('fresh', false);
    h.fail(new Error('gone'));
    expect(h.states.map((s) => s.value)).toEqual(['fresh']);
    expect(h.failures.map((e) => e.message)).toEqual(['gone']);
  });

  it('stops the live reads, and hears nothing after', async () => {
    const h = harness(null);
    await settle();
    h.stop();
    h.push('late', false);
    expect(h.stopLive).toHaveBeenCalledTimes(1);
    expect(h.states).toEqual([]);
  });
});
