// Every page is prerendered at build time in every language and hydrated (README, "How a page is
// built"): the server sends the copy in the visitor's language (Accept-Language, or the cookie the
// language menu sets, as Firebase Hosting's i18n rewrites choose), React takes the drawn page over
// without drawing it again or logging anything, nothing moves as it does, and without JavaScript
// the static pages read in full while a page with reports says why it is empty.
import { chromium, expect, test, type Page } from '@playwright/test';
import { htmlLang } from '../../src/domain/intl-locales';
import type { MessageId } from '../../src/messages/i18n';
import { account } from './demo-seed';
import { t } from './english';
import { inTurn } from './full-run';
import { ENGLISH, textIn, TRANSLATIONS } from './languages';
import { MAP_ROUTES, ROUTES_WITH_HEADINGS } from './routes';
import { holdBack } from './hold-back';
import { signIn } from './session';

// A municipality's page: a route with a parameter, drawn by the build for every municipality (src/entry-server.tsx valuePaths).
const ROUTES = [...MAP_ROUTES, ...ROUTES_WITH_HEADINGS.map(([path]) => path), '/municipalities/CPT'];
const LANGUAGES = [ENGLISH, ...TRANSLATIONS];
const STATIC_PAGES: readonly (readonly [string, MessageId])[] = [
  ['/about', 'pages.aboutTitle'],
  ['/privacy-policy', 'pages.privacyTitle'],
  ['/data-deletion-guide', 'pages.deletionTitle'],
  ['/download', 'download.title'],
  ['/login', 'login.signIn'],
];
/** Layout shift a page may add while it hydrates and its data arrives (Core Web Vitals' "good" is 0.1). */
const CLS_LIMIT = 0.05;

/** Marks the prerendered <main> and sums layout shifts, before any of the page's scripts run. */
async function watchHydration(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The test machine has no Internet: the map's tiles (openstreetmap.org) fail to load, as any other host would.
    const offsite = !new URL(message.location().url || page.url()).hostname.startsWith('127.0.0.1');
    if (message.type() === 'error' && !(offsite && message.text().startsWith('Failed to load resource'))) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    const state = window as unknown as { __prerenderedMain?: Element | null; __shift: number; __spinner: boolean };
    state.__shift = 0;
    state.__spinner = false;
    document.addEventListener('DOMContentLoaded', () => {
      state.__prerenderedMain = document.querySelector('main');
      new MutationObserver(() => (state.__spinner ||= document.querySelector('.full-screen-spinner') !== null)).observe(document.body, { childList: true, subtree: true });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

/** Opens `path` and waits until React holds the page and its first data had a moment to arrive. */
async function openHydrated(page: Page, path: string): Promise<{ kept: boolean; shift: number; spinner: boolean; shell: boolean }> {
  await page.goto(path);
  // main.tsx marks <html data-live> once React holds the page.
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  // React hydrates in slices, then the page's data (saved copy, emulators) comes in: give both time.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const state = window as unknown as { __prerenderedMain?: Element | null; __shift: number; __spinner: boolean };
    // React keeps the nodes it hydrated; a mismatch makes it draw the page anew, with a new <main>.
    const kept = state.__prerenderedMain !== null && state.__prerenderedMain === document.querySelector('main');
    // The service worker keeps a route's shell, not each municipality's page (src/domain/page-shells.ts): drawn afresh by design.
    const shell = document.getElementById('root')?.dataset.page?.includes('$') ?? false;
    return { kept, shift: state.__shift, spinner: state.__spinner, shell };
  });
}

// English walks every route; in CI the other languages take the routes in turns (full-run.ts), so
// every route is also drawn in a language other than English and every language on several routes.
for (const [i, catalogue] of LANGUAGES.entries()) {
  const routes = i === 0 ? ROUTES : inTurn(ROUTES, i - 1, LANGUAGES.length - 1);
  const which = routes.length === ROUTES.length ? 'every route' : `its share of the routes (${routes.join(' ')})`;
  test(`${catalogue.name}: ${which} is sent in the language, hydrates as drawn, logs no error and does not shift`, async ({ browser }) => {
    test.setTimeout(180_000);
    // The service worker the site registers, as a visitor has it (the config blocks it for tests
    // that stub the network, and a blocked registration logs its failure).
    const context = await browser.newContext({ locale: `${catalogue.code}-ZA`, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = await watchHydration(page);
    for (const path of routes) {
      const { kept, shift, spinner, shell } = await openHydrated(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', htmlLang(catalogue.code));
      // The one page drawn anew on purpose: when storage is too slow to say whether the device holds
      // an account (stored-sign-in.ts gives it 1 s), the full-screen spinner of docs/product-behaviour.md
      // §4.1 takes the page over until the sign-in state is known, and the page is drawn after it.
      expect(kept || spinner || shell, `${path} hydrated without being drawn again`).toBe(true);
      expect(shift, `${path} layout shift`).toBeLessThan(CLS_LIMIT);
    }
    expect(errors, 'console errors').toEqual([]);
    await context.close();
  });
}

test('signed in, every route hydrates as drawn and then shows the user, with no console error', async ({ browser }) => {
  test.setTimeout(180_000);
  // A context of its own, as above: the config's blocked service worker makes the page log its failed registration.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  const errors = await watchHydration(page);
  for (const path of ROUTES) {
    const { kept, spinner, shell } = await openHydrated(page, path);
    expect(kept || spinner || shell, `${path} hydrated without being drawn again`).toBe(true);
    await expect(page.locator('.nav-user-name'), path).not.toHaveText(textIn(ENGLISH, 'nav.guest'));
  }
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('the language chosen in the menu is the copy the server sends next, whatever the browser asks for', async ({ page }) => {
  const [afrikaans] = TRANSLATIONS.filter((catalogue) => catalogue.code === 'af');
  test.skip(!afrikaans, 'no Afrikaans catalogue');
  await page.goto('/about');
  // The menu button takes no tap until React holds the page (html[data-live], app/global.css): the click waits for it.
  await page.getByRole('button', { name: new RegExp(textIn(ENGLISH, 'nav.guest'), 'u') }).click();
  await page.getByRole('navigation', { name: textIn(ENGLISH, 'nav.menu') }).getByRole('combobox').selectOption('af');
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang('af'));
  const sent = await page.request.get('/about', { headers: { 'Accept-Language': 'en-ZA,en;q=0.9' } });
  expect(await sent.text()).toContain(`<html lang="${htmlLang('af')}"`);
});

test("a municipality's page is sent as its own, in the language; a code the build did not know gets the route's shell, never the map", async ({ page, browser }) => {
  for (const catalogue of LANGUAGES) {
    const headers = { 'Accept-Language': `${catalogue.code}-ZA,${catalogue.code};q=0.9` };
    const own = await (await page.request.get('/municipalities/CPT', { headers })).text();
    expect(own, catalogue.name).toContain(`<html lang="${htmlLang(catalogue.code)}"`);
    expect(own, catalogue.name).toContain('data-page="/municipalities/CPT"');
    expect(own, catalogue.name).toContain(`>${textIn(catalogue, 'municipality.back')}</a>`);
    expect(own, catalogue.name).toContain('<h1 id="municipality-title">CPT</h1>');
    // Not the map's copy: none of its code or its loading cover comes with the page.
    expect(own, catalogue.name).not.toMatch(/map-screen-|map-cover/u);
  }
  // Hosting's rewrite sends the shell (English: its i18n picks a copy only for a file that exists).
  const shell = await (await page.request.get('/municipalities/ZZZ9')).text();
  expect(shell).toContain('data-page="/municipalities/$code"');
  expect(shell).toContain('<h1 id="municipality-title">…</h1>');
  expect(shell).not.toMatch(/map-screen-|map-cover/u);
  // A first visit (no service worker yet: a context of its own, where the site may register one)
  // hydrates the municipality's own page as drawn.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const visit = await context.newPage();
  const errors = await watchHydration(visit);
  const { kept, shift } = await openHydrated(visit, '/municipalities/CPT');
  expect(kept, 'hydrated without being drawn again').toBe(true);
  expect(shift, 'layout shift').toBeLessThan(CLS_LIMIT);
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  // The page draws itself afresh from the shell and says what it found.
  await page.goto('/municipalities/ZZZ9');
  await expect(page.getByRole('heading', { level: 1, name: textIn(ENGLISH, 'municipality.notFoundTitle') })).toBeVisible();
});

test('until React has the page, the filters take no tick: a choice made then was undone as it took over', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdBack(page, '**/assets/*.js');
  await page.goto('/map', { waitUntil: 'commit' });
  // On a wide screen the filter panel is open in the drawn page.
  const showResolved = page.getByRole('checkbox', { name: t('map.filters.showResolved') });
  await expect(showResolved).not.toBeChecked();
  const takesTaps = (element: Element) => getComputedStyle(element).pointerEvents !== 'none';
  expect(await showResolved.evaluate(takesTaps)).toBe(false);
  expect(await page.locator('.filter-panel select').first().evaluate(takesTaps)).toBe(false);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await showResolved.click();
  await expect(showResolved).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const catalogue of LANGUAGES) {
    test(`${catalogue.name}: the static pages read in full and a page with reports says it needs JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ locale: `${catalogue.code}-ZA`, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [path, heading] of STATIC_PAGES) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', htmlLang(catalogue.code));
        await expect(page.getByRole('heading', { level: 1, name: textIn(catalogue, heading) }), path).toBeVisible();
      }
      await page.goto('/about');
      await expect(page.getByRole('article')).toContainText(textIn(catalogue, 'pages.about.disclaimer.heading'));
      for (const path of ['/map', '/home']) {
        await page.goto(path);
        await expect(page.getByRole('link', { name: textIn(catalogue, 'nav.home') }), path).toBeVisible();
        // Playwright turns scripts off after Chromium has parsed <noscript> as it does with scripts
        // on (as text), so the note is checked in the page as sent, with its links.
        const sent = await page.content();
        expect(sent, path).toContain(textIn(catalogue, 'noScript.dataPage'));
        expect(sent, path).toContain(`<a href="/about">${textIn(catalogue, 'nav.about')}</a>`);
      }
      await context.close();
    });
  }

  test('the map page promises nothing a page without scripts cannot do', async ({ baseURL }) => {
    // Playwright's switch leaves <noscript> parsed as text (above); Chromium started with scripts
    // off parses it as a browser without JavaScript does, so the page's own CSS can see the note.
    const launch = test.info().project.use.launchOptions ?? {};
    const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), '--blink-settings=scriptEnabled=false'] });
    try {
      const page = await browser.newPage({ baseURL });
      await page.goto('/map');
      // Playwright's text search skips <noscript>, so the note is found by its class.
      await expect(page.locator('.noscript-note')).toBeVisible();
      await expect(page.locator('.noscript-note')).toContainText(t('noScript.dataPage'));
      // No "Loading map..." that never ends, no filters and no Map/List switch that do nothing.
      await expect(page.getByText(t('map.loading'))).toBeHidden();
      await expect(page.getByRole('button', { name: t('map.view.list') })).toBeHidden();
      await expect(page.getByRole('button', { name: t('map.filters.title') })).toBeHidden();
      await expect(page.getByRole('link', { name: t('nav.home') })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
