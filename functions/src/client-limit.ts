/**
 * A per-client request limit for the public HTTP functions (`open311`,
 * `mapIndexFile`, and any other `onRequest` handler wrapped with it): a token
 * bucket per client address (src/domain/token-bucket.ts), by default a burst of
 * 120 requests and 2 a second after that (120 a minute). Past it the answer is
 * HTTP 429 with `Retry-After`, before the handler runs, so it reads nothing.
 *
 * The buckets live in the instance's memory: with `maxInstances: 10` a client
 * whose requests are spread over every instance gets up to ten times the limit,
 * and an instance that starts afresh has forgotten them. It is a limit on what
 * one loop from one address costs, not an exact quota; what bounds the bill in
 * every case is that no answer costs more than a page of reads.
 *
 * The client's address: behind Firebase Hosting, its CDN (Fastly) adds
 * `Fastly-Client-IP`, the address that connected to it, and appends that
 * address to `X-Forwarded-For`; a request straight to the function's own URL
 * has the caller's address first in `X-Forwarded-For` (Cloud Functions' front
 * end). So `Fastly-Client-IP` is read first, then the first `X-Forwarded-For`
 * entry, then the socket. Neither header is proof: Fastly documents that it
 * keeps a `Fastly-Client-IP` the client sent itself, and the first
 * `X-Forwarded-For` entry is whatever the client wrote. Which entries Google's
 * own proxies append could not be checked from here, so no position from the
 * right is trusted either. The limit therefore stops an ordinary loop and a
 * careless crawler; a client that forges a new address per request is bounded
 * only by `maxInstances` and by the per-answer cost (a page of reads at most,
 * nothing for a redirect). Cloud Armor or App Check in front would close that;
 * neither is set up.
 *
 * Local runs: nothing of `npm start` or the end-to-end tests comes near it (the
 * CDN's stand-in answers repeats, and a visit makes a handful of calls); the
 * bench sets `CLIENT_LIMIT_BURST` (a very large number) so its thousand-request
 * loops measure reads, not refusals.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { isFull, takeToken, type Bucket, type BucketLimit } from '../../src/domain/token-bucket';

export const DEFAULT_CLIENT_LIMIT: BucketLimit = { capacity: 120, refillPerSecond: 2 };
/** Buckets kept at most; past it, the full ones (which change nothing) are forgotten, then the oldest. */
const MAX_CLIENTS = 10_000;

type Handler = (request: Request, response: Response) => void | Promise<void>;

/** The limit from the environment (CLIENT_LIMIT_BURST, CLIENT_LIMIT_PER_SECOND), else the default. */
export function clientLimitFromEnv(env: NodeJS.ProcessEnv = process.env): BucketLimit {
  const positive = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return text && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    capacity: positive(env.CLIENT_LIMIT_BURST, DEFAULT_CLIENT_LIMIT.capacity),
    refillPerSecond: positive(env.CLIENT_LIMIT_PER_SECOND, DEFAULT_CLIENT_LIMIT.refillPerSecond),
  };
}

/** The address a request is counted against (see the header comment for why these, in this order). */
export function clientAddress(request: Pick<Request, 'get' | 'socket'>): string {
  const fastly = request.get('fastly-client-ip')?.trim();
  if (fastly) return fastly;
  const forwarded = request.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return request.socket?.remoteAddress ?? 'unknown';
}

/** Forgets buckets until there is room for one more. */
function makeRoom(buckets: Map<string, Bucket>, limit: BucketLimit, now: number): void {
  if (buckets.size < MAX_CLIENTS) return;
  for (const [address, bucket] of buckets) if (isFull(limit, bucket, now)) buckets.delete(address);
  // A Map iterates in insertion order, and a used bucket is inserted again: the first are the longest unused.
  for (const address of buckets.keys()) {
    if (buckets.size < MAX_CLIENTS) break;
    buckets.delete(address);
  }
}

/** `handler`, answering 429 to a client past `limit` (read from the environment when the instance starts). */
export function limitClients(handler: Handler, limit: BucketLimit = clientLimitFromEnv(), now: () => number = Date.now): Handler {
  const buckets = new Map<string, Bucket>();
  return (request, response) => {
    const address = clientAddress(request);
    const at = now();
    const take = takeToken(limit, buckets.get(address), at);
    buckets.delete(address);
    makeRoom(buckets, limit, at);
    buckets.set(address, take.bucket);
    if (take.allowed) return handler(request, response);
    const description = `Too many requests from your address: try again in ${take.retryAfterSeconds} s.`;
    response
      .status(429)
      .set({ 'Retry-After': String(take.retryAfterSeconds), 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' })
      .json([{ code: 429, description }]);
    return undefined;
  };
}
