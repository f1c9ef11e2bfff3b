import { describe, expect, it } from 'vitest';
import { withRetries } from './with-retries';

describe('withRetries (map script loader)', () => {
  it('retries up to 3 times, waiting n x 2^n ms, then gives up with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error(`attempt ${calls}`));
    };
    await expect(withRetries(failing, 3, async (ms) => void waits.push(ms))).rejects.toThrow('attempt 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([2, 8, 24]);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Error('no')) : Promise.resolve('loaded'));
    await expect(withRetries(flaky, 3, async () => {})).resolves.toBe('loaded');
    expect(calls).toBe(3);
  });
});
