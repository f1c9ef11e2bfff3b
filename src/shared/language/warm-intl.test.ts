import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../next-task';
import { warmIntl, type IntlWarmup } from './warm-intl';

const WARMUP: IntlWarmup = { locales: ['en-ZA'], timeZone: 'Africa/Johannesburg' };

/** A stand-in for the browser's Worker (node has none): records what it is sent, answers when told. */
class StandInWorker {
  static made: StandInWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    StandInWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  StandInWorker.made = [];
});

describe('warmIntl', () => {
  it('resolves at once where no worker can be made, so the page formats for itself', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmIntl(WARMUP)).resolves.toBeUndefined();
  });

  it('asks its worker, in a task after its own, for the starting locales and resolves when the worker answers', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    let settled = false;
    const warm = warmIntl(WARMUP).then(() => (settled = true));
    expect(StandInWorker.made).toHaveLength(0);
    await nextTask();
    const [worker] = StandInWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warmup\.worker\.ts$/u);
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(worker?.sent).toEqual([WARMUP]);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker?.onmessage?.();
    await warm;
    expect(settled).toBe(true);
  });

  it('resolves when the worker fails, and after a bounded wait when it never answers', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const failing = warmIntl(WARMUP);
    await nextTask();
    StandInWorker.made[0]?.onerror?.();
    await expect(failing).resolves.toBeUndefined();

    vi.useFakeTimers();
    let settled = false;
    const silent = warmIntl(WARMUP).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(700);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await silent;
    expect(settled).toBe(true);
  });
});
