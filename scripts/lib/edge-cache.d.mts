// Types for edge-cache.mjs (plain JS so `npm start` needs no build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers about one connection (RFC 9110 §7.6.1), which a proxy does not pass on. */
export const HOP_BY_HOP: ReadonlySet<string>;

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0 when it must not. */
export function sharedMaxAge(cacheControl: string | undefined): number;

export interface EdgeCache {
  /** Answers from a fresh copy if one is kept (a 304 when the client holds it); true when it did. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps the function's answer to `req` if it may be shared (read alongside its other readers). */
  keep(req: IncomingMessage, answer: IncomingMessage): void;
  /** Forgets every copy. */
  purge(): void;
}

/** An edge cache; `now` is a clock in milliseconds (tests move it). */
export function createEdgeCache(options?: { now?: () => number }): EdgeCache;
