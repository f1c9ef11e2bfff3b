/**
 * Amounts of data as a phone user reads them ("340 KB", "2.4 MB"), and the
 * bytes a visit used as the Resource Timing API reports them. Decimal units,
 * as prepaid bundles are sold (1 MB = 1,000,000 bytes).
 */
import { ENGLISH_NUMBERS, type NumberWords } from './distance';

const KB = 1000;
const MB = 1000 * KB;

/** "0 KB" below 1 KB rounds up to "1 KB" so a small answer never reads as free. */
export function formatDataSize(bytes: number, numbers: NumberWords = ENGLISH_NUMBERS): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < MB) return `${numbers.count(Math.max(1, Math.round(bytes / KB)))} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? numbers.decimal(mb, 1) : numbers.count(Math.round(mb))} MB`;
}

/** The part of a PerformanceResourceTiming / PerformanceNavigationTiming entry read here. */
export interface TransferEntry {
  readonly name: string;
  readonly transferSize: number;
}

export interface VisitDataUsage {
  /** Bytes over the network (headers and body) the browser reported. */
  readonly bytes: number;
  /**
   * Entries that reported 0: from a cache (nothing downloaded), or from
   * another origin without Timing-Allow-Origin (downloaded, size hidden).
   * The total is then a lower bound.
   */
  readonly unmeasured: number;
}

/** Sums what the entries say was transferred. */
export function visitDataUsage(entries: Iterable<TransferEntry>): VisitDataUsage {
  let bytes = 0;
  let unmeasured = 0;
  for (const entry of entries) {
    const size = Number.isFinite(entry.transferSize) && entry.transferSize > 0 ? entry.transferSize : 0;
    bytes += size;
    if (size === 0) unmeasured += 1;
  }
  return { bytes, unmeasured };
}

/** A Content-Length header's value as a byte count, or null when it is absent or not a number. */
export function parseContentLength(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/u.test(header)) return null;
  const bytes = Number(header);
  return Number.isSafeInteger(bytes) ? bytes : null;
}
