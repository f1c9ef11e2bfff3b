// Measures the naive baseline page (bench/naive.html) in the same browser
// context as the site: drawing every marker, then pans and zooms without
// animation, each timed to the frame that shows it (see bench/naive.js).

const SERIES_BUDGET_MS = 60_000;

export async function measureNaive({ context, url, capMs, runs, city, log }) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}?capMs=${capMs}`);
    // The page caps itself at capMs; the margin covers the one long frame after the last marker.
    const draw = await withTimeout(
      page.evaluate(() => window.naive.done),
      capMs + 120_000,
      'the naive baseline did not finish drawing',
    );
    log(`  naive: ${draw.added.toLocaleString('en')} of ${draw.count.toLocaleString('en')} markers in ${(draw.drawMs / 1000).toFixed(1)} s${draw.capped ? ' (capped)' : ''}`);
    // As for the site: heap used after a full garbage collection.
    await (await context.newCDPSession(page)).send('HeapProfiler.collectGarbage');
    const heap = await page.evaluate(() => ({ usedJSHeapSize: performance.memory?.usedJSHeapSize ?? null, domMarkers: window.naive.markerCount() }));
    // One frame of the baseline can take a minute and more (the first pan after drawing
    // does), so each series stops early once it has used its budget, with at least 3 samples.
    const series = async (call, arg) => {
      const samples = [];
      const started = Date.now();
      for (let i = 0; i < runs && (samples.length < 3 || Date.now() - started < SERIES_BUDGET_MS); i += 1) {
        samples.push(await page.evaluate(call, i % 2 ? -arg : arg));
      }
      return samples;
    };
    const views = async (label) => {
      const pan = await series((dx) => window.naive.pan(dx), 200);
      const zoom = await series((d) => window.naive.zoom(d), 1);
      log(`  naive ${label}: ${pan.length} pans, ${zoom.length} zooms`);
      return { pan, zoom };
    };
    const country = await views('country view');
    await page.evaluate(({ lat, lng, zoom }) => window.naive.setView(lat, lng, zoom), city);
    const cityViews = await views('city view');
    return { draw, heap, country, city: cityViews };
  } finally {
    await page.close();
  }
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
