// A weak signal, for the browser tests: requests matching `url` wait until the test lets them go.
import type { Page } from '@playwright/test';

/** Holds back every request to each of `urls` (globs or predicates, as page.route takes); the returned function releases them all. */
export async function holdBack(page: Page, ...urls: Parameters<Page['route']>[0][]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const url of urls) {
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}
