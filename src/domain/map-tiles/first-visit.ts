/**
 * Whether a first visit's map fetches the whole index file or opens from the map tiles of its
 * view (issue 38). The summary says what the file costs (`fileBytes`, the function's gzipped copy:
 * 112 KB at 2,000 demo reports, 1.5 MB at 50,000); tiles cost a few kilobytes a view whatever the
 * country holds. While the whole file fits what a first
 * visit may download before its first markers, it is the better first answer: one request, and
 * every figure and filter exact at once. Past that, the view comes first and the file follows
 * after the first markers.
 */
import type { TileSummary } from './tile-answers';

/** What a first visit may download before its first markers: 150 KB. */
export const FIRST_VISIT_BYTES = 150_000;
/** A report in the gzipped index file, for a server that does not give the size: 30-56 B measured from 2,000 to 200,000 reports. */
export const INDEX_BYTES_PER_REPORT = 56;

/** Every report the summary counts, placed or not. */
export function reportsIn(summary: TileSummary): number {
  return [...summary.placed, ...summary.unplaced].reduce((sum, kind) => sum + kind.count, 0);
}

/**
 * Whether the whole index file fits a first visit's budget: its size as the summary gives it, or
 * from a server that does not say, from its count (at most the bytes a report costs at a few thousand).
 */
export function wholeIndexFitsFirstVisit(summary: TileSummary): boolean {
  return (summary.fileBytes ?? reportsIn(summary) * INDEX_BYTES_PER_REPORT) <= FIRST_VISIT_BYTES;
}
