import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: the first draw is once per page load.
const load = async () => {
  vi.resetModules();
  return import('./map-first-draw');
};

describe('the map first draw', () => {
  afterEach(() => vi.useRealTimers());

  it('releases what waits for it when the map draws, and at once after that', async () => {
    const { noteMapDrawn, whenMapDrawn } = await load();
    let released = false;
    void whenMapDrawn(60_000).then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    noteMapDrawn();
    await Promise.resolve();
    expect(released).toBe(true);
    await expect(whenMapDrawn(60_000)).resolves.toBeUndefined();
  });

  it('releases after the wait when the map never draws', async () => {
    vi.useFakeTimers();
    const { whenMapDrawn } = await load();
    let released = false;
    void whenMapDrawn(3000).then(() => (released = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });
});
