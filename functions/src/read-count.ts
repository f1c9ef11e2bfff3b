/**
 * What one answer of an HTTP function cost in Firestore reads, counted as
 * Firestore bills them: one per document a query or `getAll` returns (a
 * document `getAll` did not find counts too), at least one per query or
 * aggregation even when nothing matches, and every document an `offset`
 * skipped. The skipped ones never reach the function, so they are taken from
 * the query's own options (`_queryOptions.offset`, internal to
 * @google-cloud/firestore 7): were an offset to come back, the count would show it.
 *
 * The Firestore emulator has no per-request read counter, so this is the
 * function's own tally of the calls it makes. The tests read it from the
 * `X-Firestore-Reads` header, which only the Functions emulator sends.
 */
import type { Response } from 'express';
import type { Query, QuerySnapshot } from 'firebase-admin/firestore';

export const READS_HEADER = 'X-Firestore-Reads';

export class ReadCount {
  reads = 0;

  /** A query's answer: its documents, at least one read, and whatever it skipped. */
  query(query: Query, snapshot: QuerySnapshot): void {
    const options = (query as unknown as { _queryOptions?: { offset?: number } })._queryOptions;
    this.reads += Math.max(1, snapshot.size) + (options?.offset ?? 0);
  }

  /** Documents read by name (`getAll`, `get` of a reference), found or not. */
  documents(count: number): void {
    this.reads += count;
  }

  /** An aggregation (`count()`): one read per batch of up to 1,000 index entries, counted as one here. */
  aggregation(): void {
    this.reads += 1;
  }
}

/** Sends the count in the Functions emulator only: production answers say nothing of their insides. */
export function reportReads(response: Response, count: ReadCount): void {
  if (process.env.FUNCTIONS_EMULATOR === 'true') response.set(READS_HEADER, String(count.reads));
}
