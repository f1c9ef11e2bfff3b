import { describe, expect, it } from 'vitest';
import type { RelativeDirection } from './bearing';
import type { Problem } from './model';
import type { NearbyProblem } from './nearby-problems';
import { NO_ALERTS, nextAlert, type AlertState } from './proximity-alert';

function item(id: string, metres: number, direction: RelativeDirection | null = 'ahead'): NearbyProblem {
  return { problem: { id, type: 'Pothole' } as Problem, distanceKm: metres / 1000, bearing: 0, relative: direction ? 0 : null, direction };
}

/** Runs the rule over successive views and collects what was announced. */
function drive(views: NearbyProblem[][], start: AlertState = NO_ALERTS) {
  let state = start;
  const announced: string[] = [];
  const current: (string | null)[] = [];
  for (const view of views) {
    const step = nextAlert(state, view);
    state = step.state;
    if (step.announce) announced.push(step.announce.problem.id);
    current.push(state.current);
  }
  return { announced, current };
}

describe('nextAlert', () => {
  it('alerts nothing beyond 500 m', () => {
    expect(drive([[item('a', 500), item('b', 800)]]).announced).toEqual([]);
  });

  it('alerts the closest new report within 500 m, once, and keeps it while in range', () => {
    const run = drive([[item('a', 700)], [item('a', 450)], [item('a', 300)], [item('a', 100)], [item('a', 600)], [item('a', 400)]]);
    expect(run.announced).toEqual(['a']);
    expect(run.current).toEqual([null, 'a', 'a', 'a', null, null]);
  });

  it('switches to a closer new one, and later alerts the other when it is the closest new', () => {
    const run = drive([
      [item('far', 450), item('near', 600)],
      [item('far', 350), item('near', 200)],
      [item('far', 250), item('near', 150)],
    ]);
    expect(run.announced).toEqual(['far', 'near']);
    expect(run.current).toEqual(['far', 'near', 'near']);
  });

  it('keeps an already-alerted one standing out even when a farther new one comes in range', () => {
    const run = drive([[item('a', 300)], [item('a', 200), item('b', 450)], [item('a', 700), item('b', 300)]]);
    expect(run.announced).toEqual(['a', 'b']);
    expect(run.current).toEqual(['a', 'a', 'b']);
  });

  it('never alerts what is behind, but does when the heading is unknown', () => {
    expect(drive([[item('a', 100, 'behind')]]).announced).toEqual([]);
    expect(drive([[item('a', 100, null)]]).announced).toEqual(['a']);
  });

  it('returns the same state object when nothing changed', () => {
    const first = nextAlert(NO_ALERTS, [item('a', 100)]);
    expect(nextAlert(first.state, [item('a', 90)]).state).toBe(first.state);
  });
});
