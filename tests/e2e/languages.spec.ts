// Every language with a catalogue in src/locales, on every route: no English text of the
// English catalogue left, no serious accessibility violation, nothing wider than a 360 px
// phone (longer words). It runs for whatever catalogues are present; with English alone it
// has nothing to check.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { htmlLang } from '../../src/domain/intl-locales';
import { LANGUAGE_COOKIE } from '../../src/shared/language/language-memory';
import { FULL_RUN } from './full-run';
import { englishLabelsLeftOver, englishLeftOver, TRANSLATIONS } from './languages';
import { MAP_ROUTES, ROUTES_WITH_HEADINGS } from './routes';

const ROUTES = [...MAP_ROUTES, ...ROUTES_WITH_HEADINGS.map(([path]) => path)];
/**
 * The routes axe checks in every language. A translation changes words, not markup, and
 * accessibility.spec.ts checks every route in English (light, dark, signed in), map-list.spec.ts
 * the map and its list in every language; so CI audits two text-heavy pages per language,
 * and `E2E_FULL=1` (README, "Other scripts") every route, as CI once did at about 3 minutes of its time.
 */
const AUDITED = FULL_RUN ? ROUTES : ['/download', '/profile'];

/**
 * The page's text in its own language: what an element marked as another language holds (a
 * municipality's name, which the boundary file gives in English; the boundary credit, kept in
 * English by its terms) is not English left over.
 */
function ownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>('body [lang]')) if (element.innerText) text = text.replace(element.innerText, '');
    return text;
  });
}

/** The page's text once it stops changing (data pages fill in after the first paint; Firestore's channel never idles the network). */
async function settledText(page: Page): Promise<string> {
  let text = await ownText(page);
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(500);
    const next = await ownText(page);
    if (next === text) return text;
    text = next;
  }
  return text;
}

test('the site offers a language for every catalogue in src/locales', () => {
  test.skip(TRANSLATIONS.length === 0, 'only the English catalogue is present');
  expect(TRANSLATIONS.map((catalogue) => catalogue.name).every((name) => name.length > 0)).toBe(true);
});

for (const catalogue of TRANSLATIONS) {
  test.describe(`${catalogue.name} (${catalogue.code})`, () => {
    // One phone walks the routes, as a visitor moving through the site does. A fresh browser context
    // for each route made every test fetch and compile the whole site again. A failed test still
    // gets a fresh one: Playwright starts a new worker after a failure, and this hook runs there again.
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      // The language as the menu leaves it: on the device, and in the cookie that makes the server send
      // its copy. With the device alone the English copy came first and, on a busy machine, its text
      // stood still long enough to be read as the page's before the catalogue had come.
      await context.addInitScript((code) => localStorage.setItem('mzansi-fix.language', code), catalogue.code);
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: catalogue.code, url: testInfo.project.use.baseURL! }]);
      page = await context.newPage();
    });
    test.afterAll(async () => page.context().close());

    for (const path of ROUTES) {
      test(`${path}: no English left, no serious axe violation, nothing wider than 360 px`, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(catalogue.code));
        await expect(page.locator('main')).not.toBeEmpty();
        const text = await settledText(page);
        const left = englishLeftOver(catalogue).filter(({ text: english }) => text.includes(english));
        expect(left, 'English texts on the page').toEqual([]);
        // Short labels: each element's own whole text, and the names buttons and links are given.
        const labels = await page.evaluate(() => {
          const texts = new Set<string>();
          for (const element of document.querySelectorAll('body *')) {
            const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('').trim();
            if (own) texts.add(own);
            for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
              const value = element.getAttribute(name)?.trim();
              if (value) texts.add(value);
            }
          }
          return [...texts];
        });
        const shown = new Set(labels);
        const shortLeft = englishLabelsLeftOver(catalogue).filter(({ text: english }) => shown.has(english));
        expect(shortLeft, 'English labels on the page').toEqual([]);

        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'page width at 360 px').toBeLessThanOrEqual(360);

        if (!AUDITED.includes(path)) return;
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => violation.id)).toEqual([]);
      });
    }
  });
}
