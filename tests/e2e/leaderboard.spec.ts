// The leaderboard: period filter, the nine columns, scores by the domain rule, top three highlighted.
import { expect, test } from '@playwright/test';
import { LEADERBOARD_USERS } from '../../src/domain/constants';
import { ALL_TIME } from '../../src/domain/date-range';
import { publicDisplayName } from '../../src/domain/display-name';
import { parseAdReward } from '../../src/domain/parse-user';
import { rewardDaysOf } from '../../src/domain/reward-days';
import { scoreContributors } from '../../src/domain/scoring';
import { messages } from '../../src/messages';
import { listedProblems, seed, users } from './demo-seed';

const names = { user: messages.names.user, anonymousUser: messages.names.anonymousUser };

/** What the table must show for all time: the top 20 by reportsCount, scored and re-sorted. */
function expectedAllTime() {
  const top = [...users].sort((a, b) => b.reportsCount - a.reportsCount).slice(0, LEADERBOARD_USERS);
  // The projection keeps rewards as day totals (a reward without a readable time belongs to no day).
  const rewards = new Map(
    seed.users.map((u) => [u.id, rewardDaysOf((u.adRewards ?? []).flatMap((r) => {
      const parsed = parseAdReward(r.id, r);
      return parsed.ok ? [parsed.value] : [];
    }))]),
  );
  return scoreContributors(top.map((u) => u.uid), listedProblems, rewards, ALL_TIME).map((score) => ({
    ...score,
    name: publicDisplayName(users.find((u) => u.uid === score.uid)!, names),
  }));
}

test('shows the nine columns and the top contributors scored for all time', async ({ page }) => {
  await page.goto('/leaderboard');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(messages.leaderboard.columns));
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const expected = expectedAllTime();
  await expect(rows).toHaveCount(expected.length);
  for (const [index, row] of expected.slice(0, 5).entries()) {
    await expect(rows.nth(index).getByRole('cell')).toHaveText([
      String(index + 1),
      String(row.points),
      String(row.reports),
      String(row.confirmations),
      String(row.denials),
      String(row.resolved),
      String(row.bonus),
      String(row.adsViewed),
    ]);
    await expect(rows.nth(index).getByRole('rowheader')).toHaveText(row.name);
  }
  // The top three stand out; the fourth does not.
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toHaveClass(/\btop\b/u);
  await expect(rows.nth(3)).not.toHaveClass(/\btop\b/u);
  // Points only go down the table.
  const points = (await rows.locator('td:nth-child(3)').allInnerTexts()).map(Number);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  // No email address is ever shown.
  await expect(table).not.toContainText('@');
});

test('the period filter offers its periods and rescoring changes the numbers', async ({ page }) => {
  await page.goto('/leaderboard');
  const period = page.getByLabel(messages.leaderboard.period);
  await expect(period.locator('option')).toHaveText([
    messages.periods.all,
    messages.periods.today,
    messages.periods.week,
    messages.periods.month,
    messages.periods.year,
  ]);
  const firstPoints = page.getByRole('table').getByRole('row').nth(1).locator('td').nth(1);
  const allTime = Number(await firstPoints.innerText());
  await period.selectOption({ label: messages.periods.week });
  await expect.poll(async () => Number(await firstPoints.innerText())).toBeLessThan(allTime);
});

test('shows the loading text while contributors are read', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold Firestore's answers back so the loading state can be seen.
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
  await page.route((url) => url.host === firestoreHost, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/leaderboard');
  await expect(page.getByText(messages.leaderboard.loading)).toBeVisible();
  release();
  await expect(page.getByRole('table')).toBeVisible();
});
