/**
 * Contributor stats as Firestore stores them (server-only documents, docs/data-model.md):
 * `contributorStats/{uid}` is `{ days: { "YYYY-MM-DD": { reports, resolved, confirmations, denials } },
 * confirmers: { <pseudonym>: { "<created day>~<vote day>": count } } }` (zero figures left out), and
 * `reportContributions/{reportId}` is `{ users: { <uid>: <the same shape> } }`. Reading repairs
 * rather than trusts: a figure that is not a positive whole number is left out.
 */
import { FIGURES, isEmptyStats, isStatsUid, pairDays, UNDATED, type ContributorStats, type Figure, type ReportContribution } from './contributor-stats';
import { parseCalendarDay } from './date-range';
import { isRecord } from './parse-values';

export interface StatsDocument {
  readonly days: Record<string, Partial<Record<Figure, number>>>;
  readonly confirmers: Record<string, Record<string, number>>;
}

export interface ContributionDocument {
  readonly users: Record<string, StatsDocument>;
}

const isStatsDay = (day: string): boolean => day === UNDATED || parseCalendarDay(day) !== null;
const isPair = (pair: string): boolean => pairDays(pair)?.every(isStatsDay) ?? false;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The stored form of a user's stats. */
export function toStatsDocument(stats: ContributorStats): StatsDocument {
  const days: Record<string, Partial<Record<Figure, number>>> = {};
  for (const [day, figures] of stats.days) {
    days[day] = Object.fromEntries(FIGURES.filter((figure) => figures[figure] > 0).map((figure) => [figure, figures[figure]]));
  }
  const confirmers: Record<string, Record<string, number>> = {};
  for (const [confirmer, pairs] of stats.confirmers) confirmers[confirmer] = Object.fromEntries(pairs);
  return { days, confirmers };
}

/** A user's stats from their stored document (absent or unreadable: none). */
export function parseStatsDocument(raw: unknown): ContributorStats {
  const days = new Map<string, Record<Figure, number>>();
  const confirmers = new Map<string, Map<string, number>>();
  if (!isRecord(raw)) return { days, confirmers };
  for (const [day, figures] of isRecord(raw.days) ? Object.entries(raw.days) : []) {
    if (!isRecord(figures) || !isStatsDay(day)) continue;
    const read = Object.fromEntries(FIGURES.map((figure) => [figure, isCount(figures[figure]) ? figures[figure] : 0])) as Record<Figure, number>;
    if (FIGURES.some((figure) => read[figure] > 0)) days.set(day, read);
  }
  for (const [confirmer, pairs] of isRecord(raw.confirmers) ? Object.entries(raw.confirmers) : []) {
    if (!isRecord(pairs)) continue;
    const read = new Map(Object.entries(pairs).filter((entry): entry is [string, number] => isPair(entry[0]) && isCount(entry[1])));
    if (read.size > 0) confirmers.set(confirmer, read);
  }
  return { days, confirmers };
}

/** The stored form of what a report contributes. */
export function toContributionDocument(contribution: ReportContribution): ContributionDocument {
  return { users: Object.fromEntries([...contribution].map(([uid, stats]) => [uid, toStatsDocument(stats)])) };
}

/** What a report last contributed, from its stored record (absent or unreadable: nothing). */
export function parseContributionDocument(raw: unknown): ReportContribution {
  const contribution = new Map<string, ContributorStats>();
  if (!isRecord(raw) || !isRecord(raw.users)) return contribution;
  for (const [uid, stats] of Object.entries(raw.users)) {
    const read = parseStatsDocument(stats);
    if (isStatsUid(uid) && !isEmptyStats(read)) contribution.set(uid, read);
  }
  return contribution;
}
