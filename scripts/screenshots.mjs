#!/usr/bin/env node
// Takes screenshots of routes at phone, tablet and desktop widths, for looking
// at the design: `node scripts/screenshots.mjs [baseUrl] [outDir] [route...]`.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const [base = 'http://127.0.0.1:4173', out = '/tmp/screens', ...routes] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '360,768,1440').split(',').map(Number);
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 }, colorScheme: scheme });
  const page = await context.newPage();
  page.on('console', (msg) => msg.type() === 'error' && console.log(`[console] ${msg.text()}`));
  for (const route of routes.length ? routes : ['/', '/home']) {
    await page.goto(base + route);
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 1500));
    const file = path.join(out, `${route.replace(/\W+/g, '_') || 'root'}-${width}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
