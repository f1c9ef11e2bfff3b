import { describe, expect, it, vi } from 'vitest';
import type { MapProblem } from '../../../domain/model';
import { visiblePositions } from './visible-positions';

function problem(id: string, placed = true): MapProblem {
  return {
    id,
    type: 'Pothole',
    status: 'Active',
    coordinates: placed ? { latitude: -26.2, longitude: 28.0 } : null,
    reportedByUserId: 'u-1',
    createdAt: 1,
    resolvedAt: null,
    confirmedBy: [],
    deniedBy: [],
  };
}

// Positions count only the problems with coordinates: a, c, d, f are 0, 1, 2, 3.
const [a, b, c, d, e, f] = [problem('a'), problem('b', false), problem('c'), problem('d'), problem('e', false), problem('f')];
const data = [a, b, c, d, e, f];
const lookup = () => new Map([a, c, d, f].map((p, i) => [p, i]));

describe('visiblePositions', () => {
  it('finds the visible problems in the data order without the lookup, leaving out those without coordinates', () => {
    const slow = vi.fn(lookup);
    expect([...visiblePositions(data, [a, b, d, f], slow)]).toEqual([0, 2, 3]);
    expect([...visiblePositions(data, data, slow)]).toEqual([0, 1, 2, 3]);
    expect([...visiblePositions(data, [], slow)]).toEqual([]);
    expect(slow).not.toHaveBeenCalled();
  });

  it('looks up a list in another order, in that order', () => {
    const slow = vi.fn(lookup);
    expect([...visiblePositions(data, [f, a, e, c], slow)]).toEqual([3, 0, 1]);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('leaves out a problem that is not in the data, whatever the order', () => {
    const stranger = problem('x');
    expect([...visiblePositions(data, [a, stranger, f], lookup)]).toEqual([0, 3]);
    expect([...visiblePositions(data, [stranger], lookup)]).toEqual([]);
  });

  it('gives the same positions by either path', () => {
    const inOrder = visiblePositions(data, [c, d, f], () => new Map());
    const lookedUp = [...visiblePositions(data, [f, d, c], lookup)].reverse();
    expect(lookedUp).toEqual([...inOrder]);
  });
});
