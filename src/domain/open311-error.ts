/**
 * The standard's error answer: a list of `{code, description}`, with the HTTP
 * status of the first. Every failure a client can cause is one of these, in
 * the format it asked for, never a stack trace.
 */
export interface Open311Error {
  readonly code: number;
  readonly description: string;
}

export function open311Error(code: number, description: string): Open311Error {
  return { code, description };
}
