/**
 * Runs raw documents through a domain parser, keeping the good ones and logging
 * each skipped record once (a live listener re-delivers the same documents on
 * every change; the console should not fill with the same line).
 */
import type { ParseResult } from '../domain/parse-result';

const alreadyLogged = new Set<string>();

export interface RawDocument {
  readonly id: string;
  data(): unknown;
}

/** Parses every document, skipping (and logging) those the parser refuses. */
export function parseDocuments<T>(
  docs: readonly RawDocument[],
  parse: (id: unknown, data: unknown) => ParseResult<T>,
): T[] {
  const values: T[] = [];
  for (const doc of docs) {
    const result = parse(doc.id, safeData(doc));
    if (result.ok) values.push(result.value);
    else logSkipped(result.reason);
  }
  return values;
}

/** One document through its parser: null when it is missing or unusable (logged). */
export function parseOne<T>(
  snapshot: RawDocument & { exists(): boolean },
  parse: (id: unknown, data: unknown) => ParseResult<T>,
): T | null {
  if (!snapshot.exists()) return null;
  return parseDocuments([snapshot], parse)[0] ?? null;
}

/** Logs why a record was skipped, once per distinct reason. */
export function logSkipped(reason: string): void {
  if (alreadyLogged.has(reason)) return;
  alreadyLogged.add(reason);
  console.warn(`[data] skipped a record: ${reason}`);
}

function safeData(doc: RawDocument): unknown {
  try {
    return doc.data();
  } catch (error) {
    logSkipped(`${doc.id}: unreadable document (${String(error)})`);
    return undefined;
  }
}
