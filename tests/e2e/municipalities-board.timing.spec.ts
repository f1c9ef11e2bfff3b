// The municipalities board's speed with 50,000 reports (issue 39: worked out and drawn in under
// 100 ms; held to it by `npm run test:timing`, timing-budget.ts; the full suite checks that the 213
// rows are drawn and prints the times). A time, so it runs in a project of its own with no other test beside it
// (playwright.config.ts, "timing"): on two cores a second browser test running at the same time
// pushed the median from 50-90 ms to 100-130 ms and failed it for the machine's sake.
import { expect, test } from '@playwright/test';
import { packEntry } from '../../src/domain/map-index/map-entry';
import { renderIndexFile } from '../../src/domain/map-index/map-index-file';
import { sampleBoardReports } from '../../src/domain/municipalities/sample-board-reports';
import { t } from './english';
import { directory, openBoard, rankedTable } from './municipalities';
import { expectWithinBudget } from './timing-budget';

// Seven visits and their median: the first one or two after the page's own load run colder code.
const RUNS = 7;

test('with 50,000 reports the board is worked out and drawn in under 100 ms', async ({ page }) => {
  // The index file the site fetches on a first visit, with 50,000 generated reports over the 213 municipalities.
  const now = Date.now();
  const reports = sampleBoardReports(50_000, now, [...directory.municipalities.keys()]);
  const file = renderIndexFile({ builtAt: now, rebuiltAt: null, skipped: 0 }, [JSON.stringify(reports.map(packEntry))]);
  await page.route('**/data/map-index**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: file }));
  await openBoard(page);
  // Every municipality on the board, ranked or not.
  await expect(page.locator('.board-table tbody tr')).toHaveCount(directory.municipalities.size);
  // Let the saved copy be written first (1.5 s after the answer), so it does not fall inside a measurement.
  await page.waitForTimeout(3000);
  const runs: { drawn: number; painted: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await rankedTable(page).getByRole('link').nth(run).click();
    await expect(page.getByRole('heading', { level: 2, name: t('municipality.typesTitle') })).toBeVisible();
    // Back to the board by its link (the screen mounts afresh: every figure worked out again over the
    // 50,000 reports): from the click to React's commit of the rows (drawn), and to the next frame (painted).
    runs.push(
      await page.evaluate(
        () =>
          new Promise<{ drawn: number; painted: number }>((resolve) => {
            const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/municipalities')!;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector('.ranked .board-table tbody tr')) return;
              observer.disconnect();
              const drawn = performance.now() - start;
              requestAnimationFrame(() => setTimeout(() => resolve({ drawn, painted: performance.now() - start })));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            link.click();
          }),
      ),
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[RUNS >> 1]!;
  const drawn = runs.map((r) => r.drawn);
  const painted = runs.map((r) => r.painted);
  console.log(
    `the board with 50,000 reports in Chromium: drawn ${drawn.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${median(drawn).toFixed(0)}),` +
      ` painted ${painted.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${median(painted).toFixed(0)}, with style and layout of the 213 rows)`,
  );
  expectWithinBudget(median(drawn), 100, 'the board drawn (median of seven)');
});
