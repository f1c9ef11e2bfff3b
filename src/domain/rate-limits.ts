/**
 * How much one account may write (issue 13): at most 20 reports an hour and
 * 100 a day, at most 300 confirmations and denials a day, and (issue 36) at most
 * 30 edits of its own reports an hour and 200 a day. The Cloud Function
 * functions/src/report-guard.ts applies these on every new report and vote
 * (what arrives beyond them is quarantined or undone) and tells the rules when
 * an account is at its limit, so further writes are refused outright.
 *
 * Anonymous accounts get the same limits, on purpose. Here an e-mail account
 * costs an attacker exactly what an anonymous one does (no address is verified
 * before reporting), so a lower limit for anonymous accounts would not lower
 * what one attacker can write: they would sign up with made-up addresses
 * instead. It would only hold back the people the spec lets report anonymously,
 * and the guard would have to ask Auth for every report which kind the account
 * is (`users/{uid}.isAnonymous` is the client's word). Firebase Auth's own limit
 * on new accounts per IP address is what bounds a swarm of accounts. If reporting
 * ever needs a verified address, give anonymous accounts limits of their own here.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** At most `count` writes in any `windowMs` (a sliding window, not a clock hour: no double burst at the hour's turn). */
export interface RateLimit {
  readonly count: number;
  readonly windowMs: number;
}

export const REPORT_LIMITS: readonly RateLimit[] = [
  { count: 20, windowMs: HOUR_MS },
  { count: 100, windowMs: DAY_MS },
];

export const VOTE_LIMITS: readonly RateLimit[] = [{ count: 300, windowMs: DAY_MS }];

/**
 * Edits of one's own reports (the text, the address, the photos). A reporter adds an
 * address found later or the photos uploaded after the report: a few edits a report,
 * so twice the report allowance leaves room for every report of a busy hour or day to
 * be completed, while a loop cannot make each edit run the report trigger (and
 * rewrite its map cell) without end.
 */
export const EDIT_LIMITS: readonly RateLimit[] = [
  { count: 30, windowMs: HOUR_MS },
  { count: 200, windowMs: DAY_MS },
];

/** The longest window of a set of limits: how far back the writer must look. */
export function longestWindowMs(limits: readonly RateLimit[]): number {
  return Math.max(...limits.map((limit) => limit.windowMs));
}

/**
 * Whether a write at `at` fits, given the times of the same account's earlier
 * writes of that kind (any order; only those in a window count), and, when it
 * fits, until when the account is then full: the moment the next write would
 * fit again, or null when it has room left.
 */
export function rateVerdict(
  earlier: readonly number[],
  at: number,
  limits: readonly RateLimit[],
): { readonly admitted: boolean; readonly fullUntil: number | null } {
  let admitted = true;
  let fullUntil: number | null = null;
  for (const limit of limits) {
    const inWindow = earlier.filter((time) => time > at - limit.windowMs && time <= at).sort((a, b) => b - a);
    if (inWindow.length >= limit.count) admitted = false;
    // With this write, the window holds inWindow + 1: full when that reaches the limit,
    // until the oldest of the `count` newest (this one included) leaves the window.
    const withThis = [at, ...inWindow];
    if (withThis.length >= limit.count) {
      const oldestCounted = withThis[limit.count - 1]!;
      fullUntil = Math.max(fullUntil ?? Number.NEGATIVE_INFINITY, oldestCounted + limit.windowMs);
    }
  }
  return { admitted, fullUntil: admitted ? fullUntil : null };
}
