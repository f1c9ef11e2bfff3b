// The built site served with firebase.json's headers (scripts/serve-site.mjs, the same
// rules Firebase Hosting applies): the security and cache headers arrive, and every
// route, signed out and signed in, loads and works with no Content Security Policy
// violation, so the policy blocks attacks and not the site.
import { expect, test } from '@playwright/test';
import { t } from './english';
import { account, listedProblems } from './demo-seed';
import { photoSources } from '../../src/domain/report-limits';
import { policyDirectives } from '../../scripts/lib/content-policy.mjs';
import { guardPage } from './page-guard';
import { MAP_ROUTES, ROUTES_WITH_HEADINGS } from './routes';
import { signIn } from './session';

test('every response carries the security headers, and each kind of file its cache policy', async ({ request }) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/u);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/u);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/u.exec(await page.text())?.[1];
  expect(script, 'the page loads its code from /assets').toBeTruthy();
  // The built page has no inline script for the policy to have to allow.
  expect(await page.text()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/u);
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBeTruthy();

  for (const path of ['/index.html', '/version.json', '/sw.js', '/map', '/leaderboard?x=1']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});

test("the open-map build's policy evaluates no code and names the project's own bucket and services, not all of googleapis.com", async ({ request }) => {
  const policy = policyDirectives((await request.get('/map')).headers()['content-security-policy'] ?? '');
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src')).not.toContain('https://maps.googleapis.com');
  for (const name of ['img-src', 'connect-src']) {
    expect(policy.get(name), name).toEqual(expect.arrayContaining(photoSources()));
    expect(policy.get(name)!.filter((source) => source.includes('googleapis.com') && source.includes('*')), name).toEqual([]);
    expect(policy.get(name), name).not.toContain('https://storage.googleapis.com');
  }
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
});

test('every route loads under the policy with no violation, signed out', async ({ page }) => {
  const guard = await guardPage(page);
  for (const [path, heading] of ROUTES_WITH_HEADINGS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  for (const path of MAP_ROUTES) {
    await page.goto(path);
    await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  }
  // The leaderboard's table needs Firestore through the policy's connect-src.
  await page.goto('/leaderboard');
  await expect(page.getByRole('table')).toBeVisible();
  await guard.expectClean();
});

test('signed in: profile, a report with its photos, and the APK download raise no violation', async ({ page }) => {
  const guard = await guardPage(page);
  const thandi = account('u-thandi');
  await signIn(page, thandi.email, thandi.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'PotholeQueen' })).toBeVisible();

  const withPhotos = listedProblems.find((p) => p.photos.length > 0 && p.coordinates)!;
  await page.goto(`/map?problem=${withPhotos.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: /Photos/u }).click();
  await expect(dialog.locator('.photo-grid img').first()).toBeVisible();

  await page.goto('/download');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('download.downloadButton') }).click();
  await download;
  await guard.expectClean();
});

test('markup that did get in could still not run: the policy refuses inline handlers and inline scripts', async ({ page }) => {
  const guard = await guardPage(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: t('pages.aboutTitle') })).toBeVisible();
  // What an injection would try, done directly, as a bug in the site's own rendering would allow.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = `<img src="/nowhere.png" onerror="window.__xss = 'handler'">`;
    document.body.append(box);
    const script = document.createElement('script');
    script.textContent = "window.__xss = 'inline'";
    document.body.append(script);
  });
  await expect.poll(() => guard.violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(guard.violations.join('\n')).toMatch(/script-src/u);
});
