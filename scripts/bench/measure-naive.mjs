// Measures the naive baseline page (bench/naive.html): every marker drawn,
// timed to the frame that shows them (see bench/naive.js), and its heap.
import { heapAfterGc } from './heap.mjs';

export async function measureNaive({ context, url, capMs, log }) {
  const page = await context.newPage();
  try {
    // Not waiting for `load`: that waits for the map tiles, which cannot load here (no network).
    await page.goto(`${url}?capMs=${capMs}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.naive !== undefined, null, { timeout: 60_000 });
    // The page caps itself at capMs; the margin covers the one long frame after the last marker.
    const draw = await withTimeout(
      page.evaluate(() => window.naive.done),
      capMs + 120_000,
      'the naive baseline did not finish drawing',
    );
    log(`  naive: ${draw.added.toLocaleString('en')} of ${draw.count.toLocaleString('en')} markers in ${(draw.drawMs / 1000).toFixed(1)} s${draw.capped ? ' (capped)' : ''}`);
    const heap = { usedJSHeapSize: await heapAfterGc(page), domMarkers: await page.evaluate(() => window.naive.markerCount()) };
    return { draw, heap };
  } finally {
    await page.close();
  }
}

export function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
