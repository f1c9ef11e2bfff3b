/**
 * The leaderboard's figures kept per user and per South African day, so the
 * server can answer any period without the reports or their voters
 * (docs/data-model.md, `contributorStats`). A user's stats are the sum, over
 * every report, of what that report contributes to them:
 *
 * - to its reporter, on the report's creation day: 1 report, and 1 resolved when it is Resolved;
 * - to each voter, on the vote's day: 1 confirmation or 1 denial (their own report's included);
 * - to its reporter, for each other user who confirmed it: the pair (creation day, vote day)
 *   under that confirmer's pseudonym (never their uid). A confirmer counts for a range when
 *   one of their pairs lies wholly in it, exactly as scoring.ts counts a confirmer when the
 *   report and the vote both fall in the period.
 *
 * A time that cannot be read belongs to no day (UNDATED): it counts for All Time only, as
 * `isWithinDateRange` lets an unknown time through an open range and no other. Counts, not
 * flags, so taking a report's old contribution away and adding its new one is exact
 * (contributor-stats-store.ts keeps what each report last contributed).
 */
import { saCalendarDay } from './date-range';
import type { MapProblem, Vote } from './model';
import { isResolved } from './problem-status';

/** The day of a time that could not be read. */
export const UNDATED = 'undated';

export const FIGURES = ['reports', 'resolved', 'confirmations', 'denials'] as const;
export type Figure = (typeof FIGURES)[number];

/** One user's stats: figures per day, and per confirmer pseudonym the "created~voted" day pairs (with how many of each). */
export interface ContributorStats {
  readonly days: ReadonlyMap<string, Readonly<Record<Figure, number>>>;
  readonly confirmers: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** What one report contributes, per uid. */
export type ReportContribution = ReadonlyMap<string, ContributorStats>;

export const NO_STATS: ContributorStats = { days: new Map(), confirmers: new Map() };

/** The day key of a time. */
export const statsDayOf = (ms: number | null): string => (ms === null ? UNDATED : saCalendarDay(ms));

/** The pair key of a confirmation: the report's creation day and the vote's day. */
export const confirmerPairOf = (createdAt: number | null, votedAt: number | null): string => `${statsDayOf(createdAt)}~${statsDayOf(votedAt)}`;

/** The two days of a pair key, or null when it is not one. */
export function pairDays(pair: string): [string, string] | null {
  const parts = pair.split('~');
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/**
 * Whether a uid can have stats: a Firestore document id (as every public profile's uid is)
 * that is also safe as a map key. Reports without a usable reporter, and votes under
 * keys no user can have, contribute to nobody, as scoring.ts finds no profile for them.
 */
export function isStatsUid(uid: string): boolean {
  return uid !== '' && uid !== '.' && uid !== '..' && !uid.includes('/') && !/^__.*__$/u.test(uid) && new TextEncoder().encode(uid).length <= 1500;
}

/** Mutable builder behind the immutable shapes above. */
class StatsBuilder {
  readonly days = new Map<string, Record<Figure, number>>();
  readonly confirmers = new Map<string, Map<string, number>>();

  addFigure(day: string, figure: Figure, amount: number): void {
    const figures = this.days.get(day) ?? { reports: 0, resolved: 0, confirmations: 0, denials: 0 };
    figures[figure] += amount;
    if (FIGURES.every((name) => figures[name] === 0)) this.days.delete(day);
    else this.days.set(day, figures);
  }

  addPair(confirmer: string, pair: string, amount: number): void {
    const pairs = this.confirmers.get(confirmer) ?? new Map<string, number>();
    const count = (pairs.get(pair) ?? 0) + amount;
    if (count === 0) pairs.delete(pair);
    else pairs.set(pair, count);
    if (pairs.size === 0) this.confirmers.delete(confirmer);
    else this.confirmers.set(confirmer, pairs);
  }

  add(stats: ContributorStats, sign: 1 | -1): void {
    for (const [day, figures] of stats.days) for (const figure of FIGURES) if (figures[figure] !== 0) this.addFigure(day, figure, sign * figures[figure]);
    for (const [confirmer, pairs] of stats.confirmers) for (const [pair, count] of pairs) this.addPair(confirmer, pair, sign * count);
  }

  /** The stats with anything that went below zero (a damaged record taken away) dropped. */
  build(): ContributorStats {
    for (const [day, figures] of this.days) {
      for (const figure of FIGURES) if (figures[figure] < 0) figures[figure] = 0;
      if (FIGURES.every((name) => figures[name] === 0)) this.days.delete(day);
    }
    for (const [confirmer, pairs] of this.confirmers) {
      for (const [pair, count] of pairs) if (count <= 0) pairs.delete(pair);
      if (pairs.size === 0) this.confirmers.delete(confirmer);
    }
    return { days: this.days, confirmers: this.confirmers };
  }
}

/**
 * What `problem` contributes to each user. `pseudonymOf(reporter, confirmer)` names a
 * confirmer inside the reporter's stats; it must give different users different names.
 */
export function contributionOf(problem: MapProblem, pseudonymOf: (reporter: string, confirmer: string) => string): ReportContribution {
  const builders = new Map<string, StatsBuilder>();
  const builder = (uid: string) => {
    let found = builders.get(uid);
    if (!found) builders.set(uid, (found = new StatsBuilder()));
    return found;
  };
  const reporter = problem.reportedByUserId;
  if (isStatsUid(reporter)) {
    const created = statsDayOf(problem.createdAt);
    builder(reporter).addFigure(created, 'reports', 1);
    if (isResolved(problem.status)) builder(reporter).addFigure(created, 'resolved', 1);
    for (const vote of problem.confirmedBy) {
      if (vote.userId !== reporter) builder(reporter).addPair(pseudonymOf(reporter, vote.userId), confirmerPairOf(problem.createdAt, vote.at), 1);
    }
  }
  const tallyVotes = (votes: readonly Vote[], figure: Figure) => {
    for (const vote of votes) if (isStatsUid(vote.userId)) builder(vote.userId).addFigure(statsDayOf(vote.at), figure, 1);
  };
  tallyVotes(problem.confirmedBy, 'confirmations');
  tallyVotes(problem.deniedBy, 'denials');
  return builtNonEmpty(builders);
}

/** `stats` with `removed` taken away and `added` put in. */
export function replaceContribution(stats: ContributorStats, removed: ContributorStats, added: ContributorStats): ContributorStats {
  const builder = new StatsBuilder();
  builder.add(stats, 1);
  builder.add(removed, -1);
  builder.add(added, 1);
  return builder.build();
}

/** The sum of many users' contributions, per uid (seeding and the rebuild). */
export function sumContributions(contributions: Iterable<ReportContribution>): Map<string, ContributorStats> {
  const builders = new Map<string, StatsBuilder>();
  for (const contribution of contributions) {
    for (const [uid, stats] of contribution) {
      let found = builders.get(uid);
      if (!found) builders.set(uid, (found = new StatsBuilder()));
      found.add(stats, 1);
    }
  }
  return builtNonEmpty(builders);
}

function builtNonEmpty(builders: ReadonlyMap<string, StatsBuilder>): Map<string, ContributorStats> {
  const built = new Map<string, ContributorStats>();
  for (const [uid, builder] of builders) {
    const stats = builder.build();
    if (!isEmptyStats(stats)) built.set(uid, stats);
  }
  return built;
}

export function isEmptyStats(stats: ContributorStats): boolean {
  return stats.days.size === 0 && stats.confirmers.size === 0;
}

/** Whether two stats hold the same figures and pairs. */
export function sameStats(a: ContributorStats, b: ContributorStats): boolean {
  if (a.days.size !== b.days.size || a.confirmers.size !== b.confirmers.size) return false;
  for (const [day, figures] of a.days) {
    const other = b.days.get(day);
    if (!other || FIGURES.some((figure) => figures[figure] !== other[figure])) return false;
  }
  for (const [confirmer, pairs] of a.confirmers) {
    const other = b.confirmers.get(confirmer);
    if (!other || other.size !== pairs.size) return false;
    for (const [pair, count] of pairs) if (other.get(pair) !== count) return false;
  }
  return true;
}
