/**
 * The kinds (type and status pairs) of a set of reports, numbered once so that
 * counting a report is one array increment. Sorted by type, then status, so the
 * same reports always give the same numbering and the same answers.
 */
import type { MapProblem } from '../model';
import type { WireKind } from './tile-answers';

export interface ReportKinds {
  /** Every kind present, sorted. */
  readonly kinds: readonly WireKind[];
  /** Each report's kind, as an index into `kinds`, in the order the reports were given. */
  readonly kindOf: Int32Array;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Numbers the kinds of `problems`. */
export function reportKinds(problems: readonly Pick<MapProblem, 'type' | 'status'>[]): ReportKinds {
  // JSON of the pair is a key no type or status text can make ambiguous.
  const keyOf = (problem: Pick<MapProblem, 'type' | 'status'>) => JSON.stringify([problem.type, problem.status]);
  const found = new Map<string, WireKind>();
  for (const problem of problems) {
    const key = keyOf(problem);
    if (!found.has(key)) found.set(key, [problem.type, problem.status]);
  }
  const kinds = [...found.values()].sort((a, b) => compareText(a[0], b[0]) || compareText(a[1], b[1]));
  const position = new Map(kinds.map((kind, n) => [JSON.stringify(kind), n]));
  const kindOf = new Int32Array(problems.length);
  problems.forEach((problem, n) => {
    kindOf[n] = position.get(keyOf(problem))!;
  });
  return { kinds, kindOf };
}
