import { describe, expect, it } from 'vitest';
import { parseProblem } from './parse-problem';
import { byNewestFirst, countProblems, truncate } from './problem-stats';
import type { Problem } from './model';

const make = (id: string, data: Record<string, unknown>): Problem => {
  const result = parseProblem(id, data);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('countProblems', () => {
  it('counts Active, Resolved and the third status apart', () => {
    const problems = [
      make('a', { status: 'Active' }),
      make('b', { status: 'Resolved' }),
      make('c', { status: 'In Progress' }),
      make('d', { status: 'Active' }),
      make('e', {}),
    ];
    expect(countProblems(problems)).toEqual({ total: 5, active: 2, resolved: 1, other: 2 });
    expect(countProblems([])).toEqual({ total: 0, active: 0, resolved: 0, other: 0 });
  });
});

describe('byNewestFirst', () => {
  it('orders newest first, undated last, ties by id', () => {
    const problems = [
      make('b', { createdAt: 1000 }),
      make('z', {}),
      make('a', { createdAt: 1000 }),
      make('c', { createdAt: 5000 }),
    ];
    expect([...problems].sort(byNewestFirst).map((p) => p.id)).toEqual(['c', 'a', 'b', 'z']);
  });
});

describe('truncate', () => {
  it('cuts at the limit and marks the cut', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}…`);
    expect(truncate('🕳️🕳️🕳️', 2).startsWith('🕳')).toBe(true);
  });
});
