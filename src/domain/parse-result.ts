/** What a parser gives back: the value, or why the record was skipped (for the log). */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function skipped<T>(reason: string): ParseResult<T> {
  return { ok: false, reason };
}
