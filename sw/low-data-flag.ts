/**
 * Whether the page is in low-data mode, as the service worker knows it: the
 * page posts `{ type: 'LOW_DATA', on }` on every load and on every change. The
 * worker is stopped when idle and starts again with no memory, so the flag is
 * also kept in a tiny cache entry and read back from there on a cold start.
 */
import { CACHE_NAMES } from './cache-names';

const FLAG_URL = '/__low-data-mode';
let known: boolean | null = null;

export interface LowDataMessage {
  readonly type: 'LOW_DATA';
  readonly on: boolean;
}

export function isLowDataMessage(data: unknown): data is LowDataMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'LOW_DATA' && typeof (data as { on?: unknown }).on === 'boolean';
}

/** Keeps the page's mode, in memory and in the cache. */
export async function rememberLowData(on: boolean): Promise<void> {
  known = on;
  const cache = await caches.open(CACHE_NAMES.settings);
  await cache.put(FLAG_URL, new Response(on ? '1' : '0'));
}

/** The page's mode; off when no page ever said (a worker older than the flag, or a cleared cache). */
export async function lowDataOn(): Promise<boolean> {
  if (known !== null) return known;
  try {
    const saved = await (await caches.open(CACHE_NAMES.settings)).match(FLAG_URL);
    known = saved ? (await saved.text()) === '1' : false;
  } catch {
    known = false;
  }
  return known;
}
