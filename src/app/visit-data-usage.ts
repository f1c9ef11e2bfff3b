/**
 * How much data this visit has used, for the menu: the transfer sizes the
 * Resource Timing API reports for the page and everything it fetched. A lower
 * bound: other origins that send no Timing-Allow-Origin report 0 (the map
 * tiles, Firebase), and what workers and the service worker fetch for
 * themselves is not in the page's timeline. An observer keeps the sum, because
 * the browser's own list of entries stops at 250 by default.
 */
import { visitDataUsage, type TransferEntry, type VisitDataUsage } from '../domain/data-size';

let observer: PerformanceObserver | null = null;
let counted: VisitDataUsage = { bytes: 0, unmeasured: 0 };

function add(entries: readonly TransferEntry[]): void {
  const more = visitDataUsage(entries);
  counted = { bytes: counted.bytes + more.bytes, unmeasured: counted.unmeasured + more.unmeasured };
}

/** Starts counting (at boot); the entries from before it are in the buffer it reads first. */
export function startCountingVisitData(): void {
  if (observer || typeof PerformanceObserver === 'undefined') return;
  try {
    observer = new PerformanceObserver((list) => add(list.getEntries() as PerformanceResourceTiming[]));
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    observer = null; // no Resource Timing: the menu reads the buffer instead
  }
}

/** The visit so far: the page itself plus every resource counted. */
export function measureVisitDataUsage(): VisitDataUsage {
  if (typeof performance === 'undefined') return { bytes: 0, unmeasured: 0 };
  const page = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!observer) return visitDataUsage([...page, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])]);
  // Entries the observer has not been handed yet (its callback runs later).
  add(observer.takeRecords() as PerformanceResourceTiming[]);
  const own = visitDataUsage(page);
  return { bytes: counted.bytes + own.bytes, unmeasured: counted.unmeasured + own.unmeasured };
}
