// Untrusted text and links (issue #7 point 5): reports and profiles full of script
// payloads, fed through every field the site shows (descriptions, types, addresses,
// names, municipal references, photo URLs) and through version.json (notes and apkUrl).
// Each page must show the payloads as plain text, load only https: and same-origin
// photos, run nothing, and need the Content Security Policy for nothing: a violation
// would mean markup got in and only the policy stopped it.
import { expect, test, type Page } from '@playwright/test';
import { t } from './english';
import { reseed } from './emulator-data';
import { startOwnSite, type OwnSite } from './own-site';
import { guardPage, type PageGuard } from './page-guard';
import { signIn } from './session';

// Each payload sets window.__xss (see page-guard.ts) if it ever runs.
const IMG = `<img src=x onerror="window.__xss='img'">`;
const SCRIPT = `<script>window.__xss='script'</script>`;
const SVG = `"><svg onload="window.__xss='svg'">`;
const LINK = `<a href="javascript:window.__xss='link'">open</a>`;
const JS_URL = `javascript:window.__xss='url'`;
const STYLE = `<style>body{display:none}</style><b onmouseover="window.__xss='b'">bold</b>`;

const now = Date.now();
const iso = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
const SAFE_PHOTO = '/demo/photos/pothole-1.jpg';
// A photo in the project's own Storage bucket (src/domain/report-limits.ts's PHOTO_BUCKETS).
const HTTPS_PHOTO = 'https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/pothole.jpg?alt=media';
// An https photo on a host outside the allow-list: never loaded.
const OTHER_HOST_PHOTO = 'https://photos.example.org/pothole.jpg';
// Photos in someone else's bucket, on Google's own Storage hosts (issue 36): never loaded either;
// their owner could swap the picture after the votes, or log every viewer.
const OTHER_BUCKET_PHOTOS = [
  'https://storage.googleapis.com/attacker-bucket/pixel.gif',
  'https://firebasestorage.googleapis.com/v0/b/attacker-bucket/o/pixel.gif?alt=media',
  'https://storage.googleapis.com/demo-mzansi-fix.appspot.com/../attacker-bucket/pixel.gif',
];

// A report's reportedBy is a payload as well, but never shown: seeding, like the report
// guard, replaces it with the reporter's public name, so the names carry the payloads to
// "Reported by" (Mallory's is SCRIPT, Eve's SVG, Trudy's LINK).
const hostile = {
  accounts: [{ uid: 'u-mallory', email: 'mallory@example.org', password: 'mallory-pass-1' }],
  users: [
    { id: 'u-mallory', email: 'mallory@example.org', realName: IMG, nickname: SCRIPT, useNickname: true, reportsCount: 9, isAnonymous: false,
      adRewards: [{ id: 'r1', points: 5, timestamp: iso(2) }] },
    { id: 'u-eve', email: 'eve@example.org', realName: SVG, reportsCount: 7, isAnonymous: false },
    { id: 'u-trudy', email: 'trudy@example.org', displayName: LINK, reportsCount: 5, isAnonymous: false },
  ],
  problems: [
    { id: 'p-xss-1', type: IMG, description: `${SCRIPT} ${IMG}`, status: 'Active',
      coordinates: { latitude: -26.2041, longitude: 28.0473 }, streetAddress: LINK, reportedBy: SVG, reportedByUserId: 'u-mallory',
      createdAt: iso(1), confirmations: 1, denials: 0, confirmedBy: { 'u-eve': { timestamp: iso(1) } }, deniedBy: {},
      municipalReference: STYLE,
      photos: [
        { url: JS_URL },
        { url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss='data'"/>` },
        { url: 'http://evil.example/pothole.jpg' },
        { url: '//evil.example/pothole.jpg' },
        { url: ` ${JS_URL}` },
        { url: SAFE_PHOTO },
        { url: HTTPS_PHOTO },
        { url: OTHER_HOST_PHOTO },
        ...OTHER_BUCKET_PHOTOS.map((url) => ({ url })),
      ] },
    { id: 'p-xss-2', type: 'Pothole', description: SVG, status: 'Resolved', coordinates: { latitude: -33.9249, longitude: 18.4241 },
      streetAddress: STYLE, reportedBy: IMG, reportedByUserId: 'u-eve', createdAt: iso(3), resolvedAt: iso(2), confirmations: 0, denials: 0 },
    { id: 'p-xss-3', type: 'Water Leak', description: LINK, status: 'Active', coordinates: { latitude: -29.8587, longitude: 31.0218 },
      streetAddress: SCRIPT, reportedBy: JS_URL, reportedByUserId: 'u-trudy', createdAt: iso(5), confirmations: 0, denials: 0 },
  ],
};

// The leaderboard is read through a site server of its own (own-site.ts): the shared one's CDN may
// still hold the demo data's board, read by an earlier project within its five minutes.
let ownSite: OwnSite;
test.beforeAll(async () => {
  await reseed(hostile);
  ownSite = await startOwnSite();
});
test.afterAll(async () => {
  await ownSite?.close();
});

/** Nothing in the page carries an event-handler attribute or a script URL, and every image is safe to load. */
async function expectInertDom(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase();
        if (attribute.name.startsWith('on')) bad.push(`${element.tagName} ${attribute.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) && /^(javascript|data|vbscript):/u.test(value)) {
          bad.push(`${element.tagName} ${attribute.name}=${value.slice(0, 40)}`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) if (!script.src) bad.push('inline <script>');
    for (const image of Array.from(document.querySelectorAll('img'))) {
      const url = new URL(image.src, location.href);
      if (url.origin !== location.origin && url.protocol !== 'https:') bad.push(`img ${image.src}`);
    }
    return bad;
  });
  expect(found, 'markup that came from the data').toEqual([]);
}

async function expectSafe(page: Page, guard: PageGuard): Promise<void> {
  await expectInertDom(page);
  await guard.expectClean();
}

test('home lists the reports with every payload as text', async ({ page }) => {
  const guard = await guardPage(page);
  await page.goto('/home');
  const recent = page.locator('.problem-summary');
  await expect(recent).toHaveCount(3);
  await expect(page.getByText(`${SCRIPT} ${IMG}`)).toBeVisible();
  await expect(page.getByText(LINK).first()).toBeVisible();
  for (const name of [SCRIPT, SVG, LINK]) await expect(page.getByText(t('home.reportedBy', { name }))).toBeVisible();
  // The reports' own reportedBy payloads (SVG on Mallory's, IMG and JS_URL on the others) are not what names them.
  await expect(page.getByText(t('home.reportedBy', { name: IMG }))).toHaveCount(0);
  await expect(page.getByText(t('home.reportedBy', { name: JS_URL }))).toHaveCount(0);
  await expectSafe(page, guard);
});

test("the report detail shows the payloads as text and loads only the demo photos and those in the project's own bucket", async ({ page }) => {
  const guard = await guardPage(page);
  await page.goto('/map?problem=p-xss-1');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: IMG })).toBeVisible();
  await expect(dialog.getByText(`${SCRIPT} ${IMG}`)).toBeVisible();
  await expect(dialog.getByText(LINK)).toBeVisible();
  await expect(dialog.getByText(STYLE)).toBeVisible();
  // Reported by: the reporter's public profile, whose name (the nickname) is a payload too.
  await expect(dialog.getByText(SCRIPT, { exact: true })).toBeVisible();

  await dialog.getByRole('tab', { name: t('detail.photos', { n: 2 }) }).click();
  const images = dialog.locator('.photo-grid img');
  await expect(images).toHaveCount(2);
  expect(await images.evaluateAll((list) => list.map((img) => img.getAttribute('src')))).toEqual([SAFE_PHOTO, HTTPS_PHOTO]);
  await images.first().click();
  await expect(page.locator('.photo-viewer img')).toHaveAttribute('src', SAFE_PHOTO);
  await expectSafe(page, guard);
});

test('the map and its list fallback show the payloads as text', async ({ page }) => {
  const guard = await guardPage(page);
  await page.goto('/map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await expectSafe(page, guard);

  await page.route(/leaflet-provider-.*\.js$/u, (route) => route.abort());
  await page.goto('/map');
  // The two Active reports (Show Resolved starts off).
  const items = page.locator('.map-list-item');
  await expect(items).toHaveCount(2);
  // Each shows its type and address: p-xss-1's are both payloads, p-xss-3's address is one.
  await expect(items.getByText(IMG)).toBeVisible();
  await expect(items.getByText(LINK, { exact: true })).toBeVisible();
  await expect(items.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expectInertDom(page);
  // The aborted map module is logged as an error; nothing else may be.
  expect(guard.violations).toEqual([]);
  expect(guard.dialogs).toEqual([]);
});

test('the leaderboard names contributors by their public profiles, as text', async ({ page }) => {
  const guard = await guardPage(page);
  await page.goto(`${ownSite.url}/leaderboard`);
  const names = page.getByRole('rowheader');
  await expect(names).toHaveText([SCRIPT, SVG, LINK]);
  await expectSafe(page, guard);
});

test("the signed-in user's own names and email are shown as text", async ({ page }) => {
  const guard = await guardPage(page);
  await signIn(page, 'mallory@example.org', 'mallory-pass-1');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: SCRIPT })).toBeVisible();
  await expect(page.getByText('mallory@example.org')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(SCRIPT.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&'), 'u') })).toBeVisible();
  await expectSafe(page, guard);
});

test('version.json notes are text, and a javascript: apkUrl falls back to the default APK path', async ({ page }) => {
  const guard = await guardPage(page);
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: '6.6.6', notes: `${IMG} ${SCRIPT}`, apkUrl: JS_URL } }));
  const fetched: string[] = [];
  await page.route('**/*.apk', (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  await page.goto('/download');
  await expect(page.getByText(`${IMG} ${SCRIPT}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('download.downloadButton') }).click();
  expect((await download).suggestedFilename()).toBe('mzansi-fix-6.6.6.apk');
  expect(fetched).toEqual(['/mzansi-fix.apk']);
  await expectSafe(page, guard);
});

for (const apkUrl of ['//evil.example/app.apk', 'http://evil.example/app.apk', 'data:application/vnd.android.package-archive;base64,UEsDBA==', '/\\evil.example/app.apk']) {
  test(`an apkUrl of ${apkUrl} is not followed: the default APK path is fetched`, async ({ page }) => {
    const guard = await guardPage(page);
    await page.route('**/version.json', (route) => route.fulfill({ json: { version: '6.6.7', apkUrl } }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/download');
    await expect(page.getByText(t('version.loaded', { version: '6.6.7' }))).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('download.downloadButton') }).click();
    await download;
    expect(requested.filter((url) => url.includes('evil.example') || url.startsWith('data:'))).toEqual([]);
    expect(requested.some((url) => new URL(url).pathname === '/mzansi-fix.apk')).toBe(true);
    await guard.expectClean();
  });
}
