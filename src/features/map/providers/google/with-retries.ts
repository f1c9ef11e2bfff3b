/**
 * Runs an attempt, retrying up to `retries` times with a wait of
 * n x 2^n ms before retry n (docs/product-behaviour.md §8.1 and §9.3), and rejects with the last error.
 */
import { MAP_SCRIPT_RETRIES, mapScriptRetryDelayMs } from '../../../../domain/constants';

export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries = MAP_SCRIPT_RETRIES,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let n = 0; n <= retries; n += 1) {
    if (n > 0) await wait(mapScriptRetryDelayMs(n));
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
