/**
 * Whether a first visit's map fetches the whole index file or opens from the map tiles of its
 * view (issue 38). The file costs about 38 bytes a report gzipped (docs/architecture.md); tiles
 * cost a few kilobytes a view whatever the country holds. While the whole file fits what a first
 * visit may download before its first markers, it is the better first answer: one request, and
 * every figure and filter exact at once. Past that, the view comes first and the file follows
 * after the first markers.
 */
import type { TileSummary } from './tile-answers';

/** What a first visit may download before its first markers: 150 KB. */
export const FIRST_VISIT_BYTES = 150_000;
/** A report in the gzipped index file: 38.0-38.5 B measured at 50,000 and 200,000 reports, rounded up. */
export const INDEX_BYTES_PER_REPORT = 40;

/** Every report the summary counts, placed or not. */
export function reportsIn(summary: TileSummary): number {
  return [...summary.placed, ...summary.unplaced].reduce((sum, kind) => sum + kind.count, 0);
}

/** Whether the whole index file fits a first visit's budget: under about 3,750 reports. */
export function wholeIndexFitsFirstVisit(summary: TileSummary): boolean {
  return reportsIn(summary) * INDEX_BYTES_PER_REPORT <= FIRST_VISIT_BYTES;
}
