// The board from per-day contributor stats equals the formula (scoring.ts, docs/product-behaviour.md §9.1)
// computed from the full list of reports, for every period of the filter and any custom range,
// malformed reports included; and keeping the stats write by write (duplicates, deletions) ends
// where summing them from scratch does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contributionOf, NO_STATS, replaceContribution, sameStats, sumContributions, type ContributorStats, type ReportContribution } from './contributor-stats';
import { parseContributionDocument, parseStatsDocument, toContributionDocument, toStatsDocument } from './contributor-stats-document';
import { ALL_TIME, dateRangeFor, DATE_PERIODS, SA_OFFSET_MS, type DateFilter } from './date-range';
import { leaderboardDays, parseLeaderboardQuery } from './leaderboard-query';
import { leaderboardRows } from './leaderboard-stats';
import type { MapProblem, PublicProfile, RewardDay } from './model';
import { parseProblem } from './parse-problem';
import { rewardDaysOf } from './reward-days';
import { scoreContributors } from './scoring';

const DAY = 86_400_000;
/** Midnight in South Africa that starts 15 November 2026: times and ranges gather around it so they meet. */
const BASE = Date.UTC(2026, 10, 15) - SA_OFFSET_MS;
const USERS = ['ann', 'bob', 'cat', 'dan', 'eve'];

/** A time near BASE, often right at a South African midnight or a millisecond either side. */
const time = fc
  .tuple(fc.integer({ min: -40, max: 40 }), fc.oneof(fc.constantFrom(0, 1, DAY - 1), fc.integer({ min: 0, max: DAY - 1 })))
  .map(([day, ms]) => new Date(BASE + day * DAY + ms));
/** A stored time as the app, old documents or a broken write leave it. */
const storedTime = fc.oneof(time, time.map((date) => date.toISOString()), fc.constantFrom(null, 'soon', '', 42.5));
/** Uids as votes and reports carry them, including ones no user can have. */
const anyUid = fc.constantFrom(...USERS, '', 'a/b', '__x__', ' ann ');
const voteValue = fc.oneof(storedTime, storedTime.map((timestamp) => ({ timestamp })), fc.constant({}));
const votes = fc.oneof(
  fc.dictionary(anyUid, voteValue, { maxKeys: 6 }),
  fc.array(fc.oneof(anyUid, fc.record({ userId: anyUid, at: storedTime })), { maxLength: 6 }),
  fc.constantFrom(null, 'everyone', 7),
);
const rawReport = fc.record(
  {
    reportedByUserId: fc.oneof(anyUid, fc.constant(17)),
    status: fc.constantFrom('Active', 'Resolved', 'In Progress', 'resolved', '', null, 3),
    createdAt: storedTime,
    confirmedBy: votes,
    deniedBy: votes,
  },
  { requiredKeys: [] },
);
const reportId = fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6');

/** A filter of the board's period select: a period at some moment, or a custom range (well formed or not). */
const dayText = fc.integer({ min: -45, max: 45 }).map((day) => new Date(BASE + SA_OFFSET_MS + day * DAY).toISOString().slice(0, 10));
const filterAt = fc.tuple(
  fc.oneof(
    fc.constantFrom(...DATE_PERIODS).map((period): DateFilter => ({ period })),
    fc.record({ period: fc.constant('custom' as const), from: fc.oneof(dayText, fc.constantFrom(null, '2026-02-30', 'x')), to: fc.oneof(dayText, fc.constant(null)) }),
  ),
  time.map((date) => date.getTime()),
);

const rewards = fc.array(fc.record({ points: fc.integer({ min: 1, max: 50 }), timestamp: fc.oneof(time.map((date) => date.getTime()), fc.constant(null)) }), { maxLength: 4 });

const pseudonym = (reporter: string, confirmer: string) => `${reporter.length}:${reporter}|${confirmer}`;

function parsedReport(id: string, raw: unknown): MapProblem | null {
  const result = parseProblem(id, raw);
  return result.ok ? result.value : null;
}

function contributionOfRaw(id: string, raw: unknown): ReportContribution {
  const problem = parsedReport(id, raw);
  return problem ? contributionOf(problem, pseudonym) : new Map();
}

function profile(uid: string, adRewardDays: readonly RewardDay[]): PublicProfile {
  return { uid, displayName: uid, isAnonymous: false, reportsCount: 0, adRewardDays };
}

/** The board from the stats, asked for as the client asks the server (the range as days and back). */
function boardFromStats(top: readonly string[], stats: ReadonlyMap<string, ContributorStats>, rewardDays: ReadonlyMap<string, RewardDay[]>, filter: DateFilter, now: number) {
  const days = leaderboardDays(dateRangeFor(filter, now));
  const query = days ? parseLeaderboardQuery(days.from, days.to) : parseLeaderboardQuery(undefined, undefined);
  if (!query.ok) throw new Error(query.message);
  const rows = leaderboardRows(top.map((uid) => ({ profile: profile(uid, rewardDays.get(uid) ?? []), stats: stats.get(uid) ?? NO_STATS })), query.range);
  return rows.map(({ displayName, isAnonymous: _, ...figures }) => ({ uid: displayName, ...figures }));
}

const topUsers = fc.shuffledSubarray(USERS, { minLength: 1 });

describe('leaderboard figures from contributor stats', () => {
  it('equal the formula over the full list of reports, for every period and custom range', () => {
    fc.assert(
      fc.property(
        fc.dictionary(reportId, rawReport),
        topUsers,
        fc.dictionary(fc.constantFrom(...USERS), rewards),
        fc.array(filterAt, { minLength: 1, maxLength: 4 }),
        (reports, top, rawRewards, filters) => {
          const problems = Object.entries(reports).flatMap(([id, raw]) => parsedReport(id, raw) ?? []);
          const stats = sumContributions(Object.entries(reports).map(([id, raw]) => contributionOfRaw(id, raw)));
          const rewardDays = new Map(Object.entries(rawRewards).map(([uid, list]) => [uid, rewardDaysOf(list)]));
          for (const [filter, now] of filters) {
            const expected = scoreContributors(top, problems, rewardDays, dateRangeFor(filter, now));
            expect(boardFromStats(top, stats, rewardDays, filter, now)).toEqual(expected);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('kept write by write (repeated, out of order, deleted, through the stored form) end as summed from scratch', () => {
    const write = fc.tuple(reportId, fc.option(rawReport, { nil: undefined }), fc.boolean());
    fc.assert(
      fc.property(fc.array(write, { maxLength: 25 }), ([...writes]) => {
        const reports = new Map<string, unknown>();
        const records = new Map<string, unknown>(); // reportContributions, stored
        const stored = new Map<string, unknown>(); // contributorStats, stored
        const apply = (id: string) => {
          const before = parseContributionDocument(records.get(id));
          const after = reports.has(id) ? contributionOfRaw(id, reports.get(id)) : new Map<string, ContributorStats>();
          for (const uid of new Set([...before.keys(), ...after.keys()])) {
            const next = replaceContribution(parseStatsDocument(stored.get(uid)), before.get(uid) ?? NO_STATS, after.get(uid) ?? NO_STATS);
            stored.set(uid, toStatsDocument(next));
          }
          records.set(id, toContributionDocument(after));
        };
        for (const [id, raw, twice] of writes) {
          if (raw === undefined) reports.delete(id);
          else reports.set(id, raw);
          apply(id);
          if (twice) apply(id); // the same event delivered again
        }
        const expected = sumContributions([...reports].map(([id, raw]) => contributionOfRaw(id, raw)));
        for (const uid of new Set([...expected.keys(), ...stored.keys()])) {
          expect(sameStats(parseStatsDocument(stored.get(uid)), expected.get(uid) ?? NO_STATS)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('count a confirmer once, only when both the report and the vote fall in the range', () => {
    const day = (n: number) => new Date(BASE + n * DAY + 3_600_000);
    const reports = {
      r1: { reportedByUserId: 'ann', createdAt: day(0), confirmedBy: { bob: day(2), ann: day(2) } },
      r2: { reportedByUserId: 'ann', createdAt: day(1), confirmedBy: { bob: day(1) } },
      r3: { reportedByUserId: 'ann', createdAt: null, confirmedBy: { cat: day(1) } },
    };
    const stats = sumContributions(Object.entries(reports).map(([id, raw]) => contributionOfRaw(id, raw)));
    const board = (from: number, to: number) => {
      const range = { start: BASE + from * DAY, end: BASE + (to + 1) * DAY };
      return leaderboardRows([{ profile: profile('ann', []), stats: stats.get('ann')! }], range)[0]!.distinctConfirmers;
    };
    expect(board(1, 1)).toBe(1); // r2 and bob's vote on day 1
    expect(board(0, 1)).toBe(1); // bob twice still counts once; ann's own vote never
    expect(board(2, 2)).toBe(0); // r1 was made on day 0
    expect(leaderboardRows([{ profile: profile('ann', []), stats: stats.get('ann')! }], ALL_TIME)[0]).toMatchObject({ distinctConfirmers: 2, reports: 3 });
  });
});
