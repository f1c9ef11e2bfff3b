/**
 * The messages between the page and the Firestore worker (firebase-data-worker.ts),
 * which serves the data half off the page's main thread. Every value crossing
 * is plain data (parsed reports, map changes, profiles) and survives the
 * structured clone.
 */
import type { DataHalf } from './backend-halves';
import type { FirebaseSettings } from './firebase-config';

/** The live reads (`watch…`): each calls back through its listener. */
export type PublicWatch = Extract<keyof DataHalf, `watch${string}`>;
/** The one-off reads: each answers once. */
export type PublicRead = Exclude<keyof DataHalf, PublicWatch>;

/** An error as it crosses: Firestore's code (`permission-denied`…) kept beside the message. */
export interface SentError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

export type ToWorker =
  | { readonly type: 'start'; readonly settings: FirebaseSettings }
  | { readonly type: 'watch'; readonly id: number; readonly method: PublicWatch; readonly args: readonly unknown[] }
  | { readonly type: 'stop'; readonly id: number }
  | { readonly type: 'read'; readonly id: number; readonly method: PublicRead; readonly args: readonly unknown[] };

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly error: SentError }
  /** A watch's listener was called: `next(...args)` (a rebuild listener is called as itself). */
  | { readonly type: 'next'; readonly id: number; readonly args: readonly unknown[] }
  | { readonly type: 'error'; readonly id: number; readonly error: SentError }
  | { readonly type: 'answer'; readonly id: number; readonly value: unknown }
  | { readonly type: 'refused'; readonly id: number; readonly error: SentError };

export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

/** The error again on the page's side, with its code. */
export function receivedError({ name, message, code }: SentError): Error {
  const error = new Error(message) as Error & { code?: string };
  error.name = name;
  if (code !== undefined) error.code = code;
  return error;
}
