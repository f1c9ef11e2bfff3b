import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: the first draw is once per page load.
const load = async () => {
  vi.resetModules();
  return import('./map-first-draw');
};

describe('the map first draw', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('releases what waits for it once the frame after the draw is painted, and at once after that', async () => {
    // The browser's frames, stood in for: the test decides when the next one comes.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { noteMapDrawn, whenMapDrawn } = await load();
    let released = false;
    void whenMapDrawn(60_000).then(() => (released = true));
    noteMapDrawn();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(released).toBe(true));
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

  it('lets the saved copy be decoded after the opening view is painted, at once when there is none, or after the wait', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let mod = await load();
    let released = false;
    void mod.whenMapOpened(60_000).then(() => (released = true));
    mod.noteMapOpened(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(released).toBe(true));
    // The opening does not release the first draw: Firebase still waits for markers from the data.
    let drawn = false;
    void mod.whenMapDrawn(60_000).then(() => (drawn = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBe(false);

    mod = await load();
    released = false;
    void mod.whenMapOpened(60_000).then(() => (released = true));
    mod.noteMapOpened(false);
    await vi.waitFor(() => expect(released).toBe(true));
    expect(frames).toEqual([]);

    vi.useFakeTimers();
    mod = await load();
    released = false;
    void mod.whenMapOpened(1000).then(() => (released = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(released).toBe(true);
  });
});
