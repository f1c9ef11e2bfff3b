/**
 * A token bucket: a client may make `capacity` requests at once, and one more
 * every `1 / refillPerSecond` seconds after that. Pure: the caller keeps the
 * buckets (one per client) and passes the clock in.
 */
export interface BucketLimit {
  /** Requests allowed in one burst. */
  readonly capacity: number;
  /** Requests the bucket regains per second, up to its capacity. */
  readonly refillPerSecond: number;
}

export interface Bucket {
  /** Tokens left (fractions included) as of `at`. */
  readonly tokens: number;
  /** Epoch milliseconds. */
  readonly at: number;
}

export interface Take {
  readonly allowed: boolean;
  readonly bucket: Bucket;
  /** Whole seconds until the next request would be allowed (0 when this one was). */
  readonly retryAfterSeconds: number;
}

/** The bucket as of `now`, refilled for the time since it was last used. */
export function refill(limit: BucketLimit, bucket: Bucket | undefined, now: number): Bucket {
  if (bucket === undefined) return { tokens: limit.capacity, at: now };
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  return { tokens: Math.min(limit.capacity, bucket.tokens + elapsed * limit.refillPerSecond), at: Math.max(now, bucket.at) };
}

/** Takes one token for a request made at `now`, if there is one. */
export function takeToken(limit: BucketLimit, bucket: Bucket | undefined, now: number): Take {
  const current = refill(limit, bucket, now);
  if (current.tokens >= 1) return { allowed: true, bucket: { ...current, tokens: current.tokens - 1 }, retryAfterSeconds: 0 };
  const wait = (1 - current.tokens) / limit.refillPerSecond;
  return { allowed: false, bucket: current, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/** True when the bucket has refilled completely by `now`: forgetting it changes nothing. */
export function isFull(limit: BucketLimit, bucket: Bucket, now: number): boolean {
  return refill(limit, bucket, now).tokens >= limit.capacity;
}
