#!/usr/bin/env node
/**
 * Draws the web app manifest's icons into public/icons/ from the logo's shapes:
 * icon-192.png and icon-512.png (the rounded logo, "any"), maskable-512.png
 * (full-bleed green, the pin inside the 80 % safe circle, "maskable") and
 * apple-touch-icon.png (180 px). Rendered by Debian's Chromium, so no image
 * tool is needed; the PNGs are committed and this runs only when the logo changes.
 *
 * Usage: node scripts/make-app-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'icons');
const GREEN = '#0b6e4f';
const GOLD = '#ffb612';
const PIN = 'M32 10c-9.4 0-17 7.4-17 16.6C15 39 32 54 32 54s17-15 17-27.4C49 17.4 41.4 10 32 10z';

/** The logo as in public/icons/logo.svg, with or without its rounded corners. */
const logo = ({ rounded, scale }) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${GREEN}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="${PIN}" fill="${GOLD}"/>
    <circle cx="32" cy="27" r="7" fill="${GREEN}"/>
  </g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo({ rounded: true, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: logo({ rounded: true, scale: 1 }) },
  // The pin spans 44 of 64 units; at 0.8 it fits the maskable safe zone (a circle of 80 % of the width).
  { file: 'maskable-512.png', size: 512, svg: logo({ rounded: false, scale: 0.8 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: logo({ rounded: false, scale: 0.9 }) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    fs.writeFileSync(path.join(out, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${path.relative(root, path.join(out, icon.file))} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
