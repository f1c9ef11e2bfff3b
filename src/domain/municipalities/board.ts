/**
 * The municipalities' responsiveness board (issue 39, `/municipalities`): per municipality,
 * how many of its reports are open and resolved, how fast it resolves them and how long its
 * oldest open report has waited. Computed from the map index the phone already holds (each
 * entry carries its municipality, placed by the server: docs/boundaries.md), so the board and
 * the map count the same reports.
 *
 * The rules, which the page states:
 * - **Median days to resolve**: over the municipality's most recent RECENT_RESOLVED resolved
 *   reports (by when they were resolved), so the figure follows how it works now, not ten
 *   years ago.
 * - **Resolved within 30 days**: of its reports received at least 30 days ago (each has had its
 *   whole 30 days), the share resolved within 30 days of being received. A municipality that
 *   resolves a few quickly and leaves the rest open scores low, as it should.
 * - **Ranked** only with at least MIN_RESOLVED_TO_RANK resolved reports: FixMyStreet's first
 *   table was topped by a council that had fixed one problem in four minutes.
 *
 * A report with no municipality (at sea, across a border, no position) is on no row. A date
 * that is missing, not a date, or in the future (a phone with a wrong clock) leaves that report
 * out of the figures that need it, never skews them.
 */
import { isResolved } from '../problem-status';

export const RECENT_RESOLVED = 100;
export const MIN_RESOLVED_TO_RANK = 10;
export const RESOLVE_WITHIN_DAYS = 30;
export const DAY_MS = 86_400_000;

/** The fields of a map index entry the board reads (MapProblem has them all). */
export interface BoardReport {
  readonly type: string;
  readonly status: string;
  readonly createdAt: number | null;
  readonly resolvedAt: number | null;
  readonly municipality?: string | null;
  readonly ward?: string | null;
}

export interface MunicipalityFigures {
  readonly code: string;
  readonly open: number;
  readonly resolved: number;
  /** Median days from received to resolved over the most recent resolved reports; null with none dated. */
  readonly medianDaysToResolve: number | null;
  /** 0 to 1; null when no report is 30 days old yet. */
  readonly resolvedWithin30Days: number | null;
  /** Days the oldest open report has waited; null with no dated open report. */
  readonly oldestOpenDays: number | null;
  /** Whether the municipality has enough resolved reports to be ranked. */
  readonly ranked: boolean;
}

/** A date the figures can use (a number, not before 1970, not after now), or -1: NaN and Infinity fail the comparisons. */
const usable = (at: number | null, now: number): number => (typeof at === 'number' && at >= 0 && at <= now ? at : -1);

/** The middle value of a list of numbers (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const WITHIN_MS = RESOLVE_WITHIN_DAYS * DAY_MS;

/**
 * Running figures for one row. A class, so every tally has one shape, and plain numbers (-1 for
 * no date): the board tallies 50,000 reports on every visit and has 100 ms to be drawn
 * (issue 39 point 4), on phones slower than the machine that measures it.
 */
class Tally {
  open = 0;
  resolved = 0;
  /** When each dated resolved report was resolved, and the days it took (the same index in both). */
  readonly resolvedAts: number[] = [];
  readonly resolveDays: number[] = [];
  due = 0;
  dueInTime = 0;
  oldestOpenAt = -1;

  add(report: BoardReport, now: number): void {
    const created = usable(report.createdAt, now);
    const resolvedAt = usable(report.resolvedAt, now);
    const took = created >= 0 && resolvedAt >= created ? resolvedAt - created : -1;
    const resolved = isResolved(report.status);
    if (resolved) {
      this.resolved += 1;
      if (took >= 0) {
        this.resolvedAts.push(resolvedAt);
        this.resolveDays.push(took / DAY_MS);
      }
    } else {
      this.open += 1;
      if (created >= 0 && (this.oldestOpenAt < 0 || created < this.oldestOpenAt)) this.oldestOpenAt = created;
    }
    if (created >= 0 && now - created >= WITHIN_MS) {
      this.due += 1;
      if (resolved && took >= 0 && took <= WITHIN_MS) this.dueInTime += 1;
    }
  }
}

/**
 * The days to resolve of the RECENT_RESOLVED most recently resolved reports (all of them when
 * there are no more). Of reports resolved at the same moment as the last one that fits, the first
 * to come are taken. Typed arrays sort natively, without a comparator called for each pair.
 */
function recentResolveDays(tally: Tally): readonly number[] {
  const { resolvedAts, resolveDays } = tally;
  if (resolvedAts.length <= RECENT_RESOLVED) return resolveDays;
  const latestFirst = Float64Array.from(resolvedAts).sort().reverse();
  const cutoff = latestFirst[RECENT_RESOLVED - 1]!;
  let atCutoff = RECENT_RESOLVED - latestFirst.indexOf(cutoff);
  const recent: number[] = [];
  for (let i = 0; i < resolvedAts.length; i += 1) {
    const at = resolvedAts[i]!;
    if (at > cutoff || (at === cutoff && atCutoff-- > 0)) recent.push(resolveDays[i]!);
  }
  return recent;
}

function figuresOf(code: string, tally: Tally, now: number): MunicipalityFigures {
  return {
    code,
    open: tally.open,
    resolved: tally.resolved,
    medianDaysToResolve: median(recentResolveDays(tally)),
    resolvedWithin30Days: tally.due === 0 ? null : tally.dueInTime / tally.due,
    oldestOpenDays: tally.oldestOpenAt < 0 ? null : (now - tally.oldestOpenAt) / DAY_MS,
    ranked: tally.resolved >= MIN_RESOLVED_TO_RANK,
  };
}

/** One pass over the reports, grouped by a key (a municipality, a ward); reports with no key are left out. */
function tallyBy(reports: Iterable<BoardReport>, keyOf: (report: BoardReport) => string | null | undefined, now: number): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const report of reports) {
    const key = keyOf(report);
    if (typeof key !== 'string' || key === '') continue;
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = new Tally()));
    tally.add(report, now);
  }
  return tallies;
}

/** Every municipality with at least one report, in code order. */
export function municipalityBoard(reports: Iterable<BoardReport>, now: number): MunicipalityFigures[] {
  const tallies = tallyBy(reports, (report) => report.municipality, now);
  return [...tallies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([code, tally]) => figuresOf(code, tally, now));
}

/** The same figures for one municipality; a municipality with no report has zeros and nulls. */
export function municipalityFigures(reports: Iterable<BoardReport>, code: string, now: number): MunicipalityFigures {
  const tally = tallyBy(reports, (report) => (report.municipality === code ? code : null), now).get(code) ?? new Tally();
  return figuresOf(code, tally, now);
}

export interface TypeFigures {
  readonly type: string;
  readonly open: number;
  readonly resolved: number;
  readonly medianDaysToResolve: number | null;
}

/** One municipality's reports by type, most reports first (then by type name). */
export function typeTable(reports: Iterable<BoardReport>, code: string, now: number): TypeFigures[] {
  const tallies = tallyBy(reports, (report) => (report.municipality === code ? report.type : null), now);
  return [...tallies]
    .map(([type, tally]) => {
      const figures = figuresOf(type, tally, now);
      return { type, open: figures.open, resolved: figures.resolved, medianDaysToResolve: figures.medianDaysToResolve };
    })
    .sort((a, b) => b.open + b.resolved - (a.open + a.resolved) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}

/** The municipality's ward with the most open reports (the lowest code on a tie), or null when none is open. */
export function wardWithMostOpen(reports: Iterable<BoardReport>, code: string): { ward: string; open: number } | null {
  const open = new Map<string, number>();
  for (const report of reports) {
    if (report.municipality !== code || typeof report.ward !== 'string' || report.ward === '' || isResolved(report.status)) continue;
    open.set(report.ward, (open.get(report.ward) ?? 0) + 1);
  }
  let best: { ward: string; open: number } | null = null;
  for (const [ward, count] of open) if (!best || count > best.open || (count === best.open && ward < best.ward)) best = { ward, open: count };
  return best;
}

export type BoardColumn = 'name' | 'open' | 'resolved' | 'medianDaysToResolve' | 'resolvedWithin30Days' | 'oldestOpenDays';
export type SortDirection = 'asc' | 'desc';

/** Each column's natural first direction: the best first (fast, high share, few open), names A to Z. */
export const DEFAULT_DIRECTION: Record<BoardColumn, SortDirection> = {
  name: 'asc',
  open: 'asc',
  resolved: 'desc',
  medianDaysToResolve: 'asc',
  resolvedWithin30Days: 'desc',
  oldestOpenDays: 'asc',
};

/**
 * The board's rows in display order: ranked municipalities first, by the chosen column (an
 * empty figure last, whatever the direction; ties by name), then the unranked ones by name.
 * `nameOf` gives the displayed name (the code when unknown).
 */
export function sortBoard<T extends MunicipalityFigures>(rows: readonly T[], column: BoardColumn, direction: SortDirection, nameOf: (code: string) => string): T[] {
  const byName = (a: T, b: T) => nameOf(a.code).localeCompare(nameOf(b.code), 'en') || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (column === 'name') return sign * byName(a, b);
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  };
  const ranked = rows.filter((row) => row.ranked).sort(compare);
  const unranked = rows.filter((row) => !row.ranked).sort(byName);
  return [...ranked, ...unranked];
}
