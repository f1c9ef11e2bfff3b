import { describe, expect, it } from 'vitest';
import { isFull, takeToken, type Bucket } from './token-bucket';

const LIMIT = { capacity: 3, refillPerSecond: 0.5 };

/** Takes `count` tokens at `now`; resolves with the answers and the bucket after. */
function burst(count: number, now: number, start?: Bucket) {
  let bucket = start;
  const allowed: boolean[] = [];
  let retryAfter = 0;
  for (let i = 0; i < count; i += 1) {
    const take = takeToken(LIMIT, bucket, now);
    bucket = take.bucket;
    allowed.push(take.allowed);
    retryAfter = take.retryAfterSeconds;
  }
  return { allowed, bucket: bucket!, retryAfter };
}

describe('takeToken', () => {
  it('allows a burst of the capacity, then refuses, saying when to come back', () => {
    const { allowed, retryAfter } = burst(4, 1_000);
    expect(allowed).toEqual([true, true, true, false]);
    expect(retryAfter).toBe(2); // one token at 0.5 a second
  });

  it('gives tokens back with time, never more than the capacity', () => {
    const emptied = burst(3, 0).bucket;
    expect(takeToken(LIMIT, emptied, 1_000).allowed).toBe(false);
    expect(takeToken(LIMIT, emptied, 2_000).allowed).toBe(true);
    expect(burst(5, 3_600_000, emptied).allowed).toEqual([true, true, true, false, false]);
  });

  it('rounds the wait up to whole seconds, and a clock that steps back gives nothing away', () => {
    const emptied = burst(3, 10_000).bucket;
    expect(takeToken(LIMIT, emptied, 10_100).retryAfterSeconds).toBe(2);
    expect(takeToken(LIMIT, emptied, 5_000).allowed).toBe(false);
  });
});

describe('isFull', () => {
  it('says when a bucket can be forgotten', () => {
    const used = burst(1, 0).bucket;
    expect(isFull(LIMIT, used, 1_000)).toBe(false);
    expect(isFull(LIMIT, used, 2_000)).toBe(true);
  });
});
