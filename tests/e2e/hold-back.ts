// A weak signal, for the browser tests: requests matching `url` wait until the test lets them go.
import type { Page } from '@playwright/test';

/** Holds back every request to `url` (a glob or predicate, as page.route takes); the returned function releases them. */
export async function holdBack(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
