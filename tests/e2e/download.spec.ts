// The download page: its tabs, the version line in all three states, the APK
// download (default path, apkUrl, progress, failures, offline), the checksum
// check (match, mismatch, wrong size, none published) and its help texts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORT_EMAIL } from '../../src/domain/constants';
import { MESSAGE_LISTS, t, tList } from './english';
import { holdBack } from './hold-back';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shippedVersion = JSON.parse(fs.readFileSync(path.join(root, 'public/version.json'), 'utf8')) as {
  version: string;
  notes: string;
  sha256: string;
  size: number;
};
const demoApk = fs.readFileSync(path.join(root, 'public/mzansi-fix.apk'));
const demoSha256 = crypto.createHash('sha256').update(demoApk).digest('hex');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const apkPanel = (page: Page) => page.getByRole('tabpanel', { name: t('download.tabApk') });
const downloadButton = (page: Page) => page.getByRole('button', { name: t('download.downloadButton') });

/** Clicks "Download APK File" and returns the browser download it leads to. */
async function downloadApk(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  return download;
}

async function expectDemoApk(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  expect(fs.readFileSync(await download.path())).toEqual(demoApk);
}

async function expectVersionUnavailable(page: Page) {
  await expect(apkPanel(page).getByText(t('version.unavailable'), { exact: true })).toBeVisible();
  await expect(apkPanel(page).getByText(t('version.loadError'), { exact: true })).toBeVisible();
  await expect(apkPanel(page).getByText(t('version.loading'))).toHaveCount(0);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the download button stays where the page drew it when version.json answers (the notes four lines there, the version line two)', async ({ page }) => {
    const release = await holdBack(page, '**/version.json');
    await page.goto('/download');
    await expect(apkPanel(page).getByText(t('version.loading'))).toBeVisible();
    const before = await downloadButton(page).boundingBox();
    release();
    await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
    await expect(apkPanel(page).getByText(shippedVersion.notes)).toBeVisible();
    expect((await downloadButton(page).boundingBox())?.y).toBe(before?.y);
  });
});

test('opens on "Download APK" and switches tabs with the mouse and the arrow keys', async ({ page }) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: t('download.title') })).toBeVisible();
  await expect(page.getByRole('tablist', { name: t('download.tabsLabel') }).getByRole('tab')).toHaveText([t('download.tabApk'), t('download.tabGuide'), t('download.tabTroubleshooting')]);
  await expect(tab(page, t('download.tabApk'))).toHaveAttribute('aria-selected', 'true');
  await expect(apkPanel(page)).toBeVisible();
  await expect(apkPanel(page).getByRole('heading', { name: t('download.apk.heading') })).toBeVisible();

  await tab(page, t('download.tabGuide')).click();
  await expect(tab(page, t('download.tabGuide'))).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, t('download.tabApk'))).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: t('download.tabGuide') })).toBeVisible();
  await expect(apkPanel(page)).toBeHidden();
  const controls = await tab(page, t('download.tabGuide')).getAttribute('aria-controls');
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible();

  // Arrow keys move focus and selection together, wrapping round; Home and End jump to the ends.
  const keys: [string, string][] = [
    ['ArrowRight', t('download.tabTroubleshooting')],
    ['ArrowRight', t('download.tabApk')],
    ['ArrowLeft', t('download.tabTroubleshooting')],
    ['Home', t('download.tabApk')],
    ['End', t('download.tabTroubleshooting')],
    ['ArrowLeft', t('download.tabGuide')],
  ];
  for (const [key, expected] of keys) {
    await page.keyboard.press(key);
    await expect(tab(page, expected)).toBeFocused();
    await expect(tab(page, expected)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, expected)).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('tabpanel', { name: expected })).toBeVisible();
  }
  // One tab stop: the unselected tabs are skipped by Tab.
  await expect(page.getByRole('tab', { selected: false }).first()).toHaveAttribute('tabindex', '-1');
});

test('shows the version line and "What\'s new" from the real /version.json', async ({ page }) => {
  await page.goto('/download');
  const panel = apkPanel(page);
  await expect(panel.getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
  await expect(panel.getByText(t('version.loaded', { version: '1.4.2' }), { exact: true })).toBeVisible();
  await expect(panel.getByText(t('version.requirements'), { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: t('download.whatsNew') })).toBeVisible();
  await expect(panel.getByText(shippedVersion.notes)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(tList('download.apk.features').length);
  for (const title of [t('download.apk.unknownSourcesTitle'), t('download.apk.securityTitle')]) await expect(panel.getByRole('heading', { name: title })).toBeVisible();

  const download = await downloadApk(page);
  await expectDemoApk(download, `mzansi-fix-${shippedVersion.version}.apk`);
  await expect(panel.getByText(t('download.progress.done', { fileName: download.suggestedFilename() }))).toBeVisible();
});

const brokenVersionFiles: [string, (page: Page) => Promise<unknown>][] = [
  ['cannot be reached', (page) => page.route('**/version.json', (route) => route.abort())],
  ['answers 500', (page) => page.route('**/version.json', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))],
  ['is not valid JSON', (page) => page.route('**/version.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"version": "1.4.2",' }))],
  ['has no version string', (page) => page.route('**/version.json', (route) => route.fulfill({ json: { version: 142, apkUrl: '/other.apk' } }))],
];

for (const [problem, breakIt] of brokenVersionFiles) {
  test(`when version.json ${problem}, the version is unavailable and the button still downloads the default APK`, async ({ page }) => {
    await breakIt(page);
    await page.goto('/download');
    await expectVersionUnavailable(page);
    await expect(apkPanel(page).getByRole('heading', { name: t('download.whatsNew') })).toHaveCount(0);

    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/mzansi-fix.apk');
    const download = await downloadApk(page);
    await request;
    expect(download.suggestedFilename()).toMatch(/\.apk$/u);
    await expectDemoApk(download, 'mzansi-fix.apk');
  });
}

test('downloads from the apkUrl that version.json names', async ({ page }) => {
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: '9.9.9', apkUrl: '/builds/9.9.9/app-release.apk' } }));
  await page.route('**/builds/9.9.9/app-release.apk', (route) =>
    route.fulfill({ body: demoApk, contentType: 'application/vnd.android.package-archive' }),
  );
  await page.goto('/download');
  await expect(apkPanel(page).getByText(t('version.loaded', { version: '9.9.9' }), { exact: true })).toBeVisible();
  await expect(apkPanel(page).getByRole('heading', { name: t('download.whatsNew') })).toHaveCount(0);

  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/builds/9.9.9/app-release.apk');
  const download = await downloadApk(page);
  await request;
  await expectDemoApk(download, 'mzansi-fix-9.9.9.apk');
});

test('an unsafe apkUrl is never used: the default path is', async ({ page }) => {
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: '2.0.0', apkUrl: 'javascript:alert(1)' } }));
  await page.goto('/download');
  await expect(apkPanel(page).getByText(t('version.loaded', { version: '2.0.0' }), { exact: true })).toBeVisible();
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/mzansi-fix.apk');
  const download = await downloadApk(page);
  await request;
  await expectDemoApk(download, 'mzansi-fix-2.0.0.apk');
});

test('shows progress while the APK downloads, with the button disabled', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mzansi-fix.apk', async (route) => {
    await held;
    await route.fulfill({ body: demoApk, contentType: 'application/vnd.android.package-archive' });
  });
  await page.goto('/download');
  await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  await expect(downloadButton(page)).toBeDisabled();
  await expect(apkPanel(page).getByRole('progressbar', { name: t('download.progress.starting') })).toBeVisible();
  release();
  await expectDemoApk(await download, `mzansi-fix-${shippedVersion.version}.apk`);
  await expect(apkPanel(page).getByRole('progressbar')).toHaveCount(0);
  await expect(downloadButton(page)).toBeEnabled();
});

test('the progress bar counts real bytes when the size is known', async ({ page }) => {
  // A local server that sends 1 MB in 20 slow pieces with Content-Length, so the page sees the bar move.
  const size = 1_000_000;
  const body = Buffer.concat([demoApk, Buffer.alloc(size - demoApk.length)]);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Length': size, 'Content-Type': 'application/vnd.android.package-archive' });
    let sent = 0;
    const timer = setInterval(() => {
      response.write(body.subarray(sent, sent + size / 20));
      sent += size / 20;
      if (sent >= size) {
        clearInterval(timer);
        response.end();
      }
    }, 100);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.route('**/version.json', (route) => route.fulfill({ json: { version: '3.0.0', apkUrl: '/slow/app.apk' } }));
    await page.route('**/slow/app.apk', (route) => route.continue({ url: `http://127.0.0.1:${port}/app.apk` }));
    await page.goto('/download');
    await expect(apkPanel(page).getByText(t('version.loaded', { version: '3.0.0' }), { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await downloadButton(page).click();
    // The bar is named by its text, "Downloading… N%" with a number.
    const percentName = new RegExp(`^${t('download.progress.percent', { percent: 12345 }).replace('12345', '\\d+')}$`, 'u');
    const bar = apkPanel(page).getByRole('progressbar', { name: percentName });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('max', '100');
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
    await expect(downloadButton(page)).toBeDisabled();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('mzansi-fix-3.0.0.apk');
    expect(fs.statSync(await saved.path()).size).toBe(size);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('a failed APK download says so, and the button works again', async ({ page }) => {
  await page.route('**/mzansi-fix.apk', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/download');
  await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.notFound'));
  await expect(downloadButton(page)).toBeEnabled();

  await page.unroute('**/mzansi-fix.apk');
  await page.route('**/mzansi-fix.apk', (route) => route.abort('connectionreset'));
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.failed'));

  await page.route('**/mzansi-fix.apk', (route) => route.fulfill({ status: 503, body: 'Busy' }));
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.serverError'));

  // A host that answers a missing file with its start page is not an APK.
  await page.route('**/mzansi-fix.apk', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.notFound'));

  // As long as the real file, so the size check lets it through to the app-file check.
  await page.route('**/mzansi-fix.apk', (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.alloc(demoApk.length, 'not a zip ') }));
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.corrupted'));

  await page.unrouteAll();
  const download = await downloadApk(page);
  await expectDemoApk(download, `mzansi-fix-${shippedVersion.version}.apk`);
  await expect(apkPanel(page).getByRole('alert')).toHaveCount(0);
});

test('offline, the download says it needs an internet connection', async ({ page, context }) => {
  await page.goto('/download');
  await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
  await context.setOffline(true);
  // Said before the tap, and again as the outcome of one.
  await expect(apkPanel(page).getByRole('status').filter({ hasText: t('download.progress.offline') })).toBeVisible();
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toHaveText(t('download.progress.offline'));
  await expect(apkPanel(page).getByRole('status').filter({ hasText: t('download.progress.offline') })).toHaveCount(0);
  await context.setOffline(false);
  await expectDemoApk(await downloadApk(page), `mzansi-fix-${shippedVersion.version}.apk`);
});

/** Collects every file the page hands to the browser to save. */
function savedFiles(page: Page): Download[] {
  const saved: Download[] = [];
  page.on('download', (download) => saved.push(download));
  return saved;
}

test('the shipped version.json publishes the demo APK\'s checksum and size', () => {
  expect(shippedVersion.sha256).toBe(demoSha256);
  expect(shippedVersion.size).toBe(demoApk.length);
});

test('shows the published checksum with a copy button and how to check it on a phone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/download');
  const panel = apkPanel(page);
  await expect(panel.getByRole('heading', { name: t('download.checksum.heading') })).toBeVisible();
  // Grouped by CSS, not by spaces: the text is the 64 digits as published.
  await expect(panel.locator('code')).toHaveText(shippedVersion.sha256);
  await expect(panel.getByText(t('download.checksum.missing'))).toHaveCount(0);

  await panel.getByRole('button', { name: t('download.checksum.copy') }).click();
  await expect(panel.getByRole('status').filter({ hasText: t('download.checksum.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shippedVersion.sha256);

  const fileName = `mzansi-fix-${shippedVersion.version}.apk`;
  const steps = tList('download.checksum.howToSteps', { fileName: fileName });
  await expect(panel.getByText(steps[0]!)).toBeHidden();
  await panel.getByText(t('download.checksum.howToHeading')).click();
  for (const step of steps) await expect(panel.getByRole('listitem').filter({ hasText: step })).toBeVisible();
  await expect(panel.getByText(t('download.checksum.computer', { fileName }))).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
});

test('an APK that matches the published checksum is saved, and the page says it was checked', async ({ page }) => {
  await page.goto('/download');
  await expect(apkPanel(page).locator('code')).toHaveText(shippedVersion.sha256);
  const download = await downloadApk(page);
  await expectDemoApk(download, `mzansi-fix-${shippedVersion.version}.apk`);
  await expect(apkPanel(page).getByRole('status').filter({ hasText: t('download.progress.verified') })).toContainText(t('download.progress.done', { fileName: download.suggestedFilename() }));
});

const refusedApks: [string, (page: Page) => Promise<unknown>, string][] = [
  [
    'an APK that is not the published one (another file of the same size)',
    (page) => {
      // One byte changed: still a zip of the right size, so only the checksum can tell.
      const swapped = Buffer.from(demoApk);
      const last = swapped.length - 1;
      swapped.writeUInt8(swapped.readUInt8(last) ^ 0xff, last);
      return page.route('**/mzansi-fix.apk', (route) => route.fulfill({ body: swapped, contentType: 'application/vnd.android.package-archive' }));
    },
    t('download.progress.mismatch'),
  ],
  [
    'a version.json whose checksum the APK does not match',
    (page) => page.route('**/version.json', (route) => route.fulfill({ json: { ...shippedVersion, sha256: 'ab'.repeat(32) } })),
    t('download.progress.mismatch'),
  ],
  [
    'an APK far from the stated size',
    (page) => page.route('**/version.json', (route) => route.fulfill({ json: { version: '1.4.2', sha256: demoSha256, size: 25_000_000 } })),
    t('download.progress.wrongSize', { actual: '1 KB', stated: '25 MB' }),
  ],
];

for (const [problem, arrange, message] of refusedApks) {
  test(`${problem} is not saved, and the page says why`, async ({ page }) => {
    await arrange(page);
    const saved = savedFiles(page);
    await page.goto('/download');
    await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
    await downloadButton(page).click();
    await expect(apkPanel(page).getByRole('alert')).toHaveText(message);
    await expect(apkPanel(page).locator('.apk-done')).toHaveCount(0);
    expect(saved).toEqual([]);
    await expect(downloadButton(page)).toBeEnabled();
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  });
}

const withoutChecksum: [string, Record<string, unknown>][] = [
  ['publishes no checksum', { version: '1.4.2', apkUrl: '/mzansi-fix.apk' }],
  ['publishes a malformed checksum', { version: '1.4.2', apkUrl: '/mzansi-fix.apk', sha256: `sha256:${demoSha256}`, size: '400 bytes' }],
];

for (const [problem, json] of withoutChecksum) {
  test(`when version.json ${problem}, the APK still downloads, with a note that it was not checked`, async ({ page }) => {
    await page.route('**/version.json', (route) => route.fulfill({ json }));
    await page.goto('/download');
    const panel = apkPanel(page);
    await expect(panel.getByText(t('download.checksum.missing'))).toBeVisible();
    await expect(panel.getByRole('button', { name: t('download.checksum.copy') })).toHaveCount(0);
    const download = await downloadApk(page);
    await expectDemoApk(download, 'mzansi-fix-1.4.2.apk');
    await expect(panel.getByRole('status').filter({ hasText: t('download.progress.noChecksum') })).toBeVisible();
  });
}

test('the installation guide has the four steps and the alternatives', async ({ page }) => {
  await page.goto('/download');
  await tab(page, t('download.tabGuide')).click();
  const panel = page.getByRole('tabpanel', { name: t('download.tabGuide') });
  const steps = panel.getByRole('list').first().getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, n] of MESSAGE_LISTS['download.guide.steps'].entries()) {
    await expect(steps.nth(index)).toContainText(t(`download.guide.steps.${n}.title` as const));
    await expect(steps.nth(index)).toContainText(t(`download.guide.steps.${n}.body` as const));
  }
  await expect(steps.nth(3)).toContainText(/Location, Camera and Storage permissions, then sign in or create an account/u);
  for (const way of ['fileManager', 'adb', 'usb'] as const) {
    await expect(panel.getByRole('heading', { name: t(`download.guide.alternatives.${way}.title` as const), exact: true })).toBeVisible();
    await expect(panel.getByText(t(`download.guide.alternatives.${way}.body` as const))).toBeVisible();
  }
  await expect(panel.locator('code')).toHaveText('adb install mzansi-fix.apk');
});

test('troubleshooting covers every case and how to contact support', async ({ page }) => {
  await page.goto('/download');
  await tab(page, t('download.tabTroubleshooting')).click();
  const panel = page.getByRole('tabpanel', { name: t('download.tabTroubleshooting') });
  const cases = MESSAGE_LISTS['download.troubleshooting.cases'];
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([...cases.map((n) => t(`download.troubleshooting.cases.${n}.title` as const)), t('download.troubleshooting.supportTitle')]);
  await expect(panel.getByRole('heading', { name: 'Installation Blocked' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'App Not Installed' })).toBeVisible();
  for (const n of cases) {
    for (const step of tList(`download.troubleshooting.cases.${n}.steps` as const)) await expect(panel.getByText(step, { exact: true })).toBeVisible();
  }
  const email = panel.getByRole('link', { name: SUPPORT_EMAIL });
  await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`, 'u'));
});

test('the side panel lists the benefits and the system requirements', async ({ page }) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { name: t('download.side.benefitsHeading') })).toBeVisible();
  for (const benefit of tList('download.side.benefits')) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  for (const n of MESSAGE_LISTS['download.side.requirements']) {
    await expect(page.getByRole('term').filter({ hasText: t(`download.side.requirements.${n}.label` as const) })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: t(`download.side.requirements.${n}.value` as const) })).toBeVisible();
  }
  await expect(page.getByText('Android 6.0 (API level 23) or newer', { exact: true })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no WCAG 2.1 AA violations on any tab (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/download');
    await expect(apkPanel(page).getByText(t('version.loaded', { version: shippedVersion.version }), { exact: true })).toBeVisible();
    for (const name of [t('download.tabApk'), t('download.tabGuide'), t('download.tabTroubleshooting')]) {
      await tab(page, name).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
    }
  });
}

test('the failure states pass the accessibility check too', async ({ page }) => {
  await page.route('**/version.json', (route) => route.abort());
  await page.route('**/mzansi-fix.apk', (route) => route.fulfill({ status: 404 }));
  await page.goto('/download');
  await expectVersionUnavailable(page);
  await downloadButton(page).click();
  await expect(apkPanel(page).getByRole('alert')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
});
