// Measures the site's map in Chromium. Every time comes from the page itself
// (performance.now(), i.e. ms since that document's navigation started), never
// from Node, so Playwright's own round trips do not count.
//
// The map tells the page about each marker redraw with the window event
// 'mzansi:map-redraw' {ms, markers, indexVersion, at}. The probe below, installed
// before the app runs, keeps those events, the inputs we send, and each change of
// the map host's data-zoom / data-center (written on Leaflet's moveend, right
// before the redraw starts) in window.__bench.
import { heapAfterGc } from './heap.mjs';

/** Runs in the page before any of its scripts. */
function installProbe() {
  const bench = (window.__bench = { events: [], moves: [], inputs: [], longTasks: [], busyUntil: 0 });
  // When the frame after a redraw has been produced: rAF runs before the frame, a
  // message posted from it is handled after it. Markers drawn under the loading cover
  // are not seen, so the frame counted is the first one without the cover.
  const afterFrame = (record) =>
    requestAnimationFrame(() => {
      if (document.querySelector('.map-cover')) return afterFrame(record);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  addEventListener('mzansi:map-redraw', (event) => {
    const record = { ...event.detail, received: performance.now() };
    bench.events.push(record);
    afterFrame(record);
  });
  for (const type of ['pointerup', 'keydown']) addEventListener(type, () => bench.inputs.push({ type, at: performance.now() }), true);
  new MutationObserver(() => bench.moves.push(performance.now())).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-zoom', 'data-center'],
  });
  // Long tasks tell "settled" apart from "busy parsing or saving 50,000 problems".
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks.push([entry.startTime, entry.duration]);
        bench.busyUntil = Math.max(bench.busyUntil, entry.startTime + entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing: settling relies on redraw events alone.
  }
}

export class MapPage {
  constructor(page, { siteUrl, firestorePort, log }) {
    this.page = page;
    this.siteUrl = siteUrl;
    this.firestorePort = firestorePort;
    this.log = log;
  }

  static async open(context, options) {
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    page.on('pageerror', (error) => options.log(`  page error: ${error.message}`));
    return new MapPage(page, options);
  }

  /**
   * The first visit of an empty browser to `path` (the map is the site's `/`):
   * resolves with the first redraw that drew markers, once the page settled.
   */
  async coldVisit(path = '/', timeoutMs = 180_000) {
    const started = Date.now();
    await this.page.goto(`${this.siteUrl}${path}`, { waitUntil: 'commit' });
    const first = await this.page
      .waitForFunction(() => window.__bench.events.find((e) => e.markers > 0) ?? false, null, { timeout: timeoutMs, polling: 100 })
      .then((handle) => handle.jsonValue(), () => null);
    if (!first) return { first: null, failure: `no markers within ${timeoutMs / 1000} s`, afterMs: Date.now() - started };
    await this.settle();
    return { first, events: await this.page.evaluate(() => window.__bench.events) };
  }

  /**
   * A reload of the page: resolves with the first redraw that drew markers, and
   * every redraw until the page settled.
   */
  async visit() {
    await this.page.reload({ waitUntil: 'commit' });
    await this.page.waitForFunction(() => window.__bench.events.some((e) => e.markers > 0), null, { timeout: 120_000, polling: 100 });
    await this.settle();
    const { events, longTasks, moves } = await this.page.evaluate(() => window.__bench);
    const first = events.find((e) => e.markers > 0);
    // The map host gets data-zoom when Leaflet's map is made: the first "move" is the map appearing.
    const mapAt = moves[0] ?? null;
    // Main-thread time spent in long tasks (> 50 ms) before the markers: parsing, IndexedDB reads, React.
    const blockedMs = longTasks.filter(([start]) => start < first.at).reduce((sum, [start, duration]) => sum + Math.min(duration, first.at - start), 0);
    return { first, events, mapAt, blockedMs };
  }

  /** Waits until nothing happened for `quietMs`: no redraw, no move, no long task. */
  async settle(quietMs = 2000) {
    await this.page.waitForFunction(
      (quiet) => {
        const b = window.__bench;
        const last = Math.max(b.busyUntil, b.events.at(-1)?.at ?? 0, b.moves.at(-1) ?? 0);
        return performance.now() - last > quiet && b.events.every((e) => e.painted !== undefined);
      },
      quietMs,
      { timeout: 120_000, polling: 250 },
    );
  }

  /** Heap used after a full garbage collection, and the marker elements on the map. */
  async heap() {
    return {
      usedJSHeapSize: await heapAfterGc(this.page),
      domMarkers: await this.page.evaluate(() => document.querySelectorAll('.leaflet-marker-icon').length),
    };
  }

  /**
   * Changes one filter from inside the page (so the start time is taken right
   * before the click) and waits for the redraw of the rebuilt index.
   */
  async filterChange(action) {
    const start = await this.page.evaluate((a) => {
      let element = null;
      if (a.kind === 'type') {
        const label = [...document.querySelectorAll('label.type-toggle')].find((l) => l.querySelector('.type-name')?.textContent === a.name);
        element = label?.querySelector('input') ?? null;
      } else if (a.kind === 'check') {
        const label = [...document.querySelectorAll('label.check')].find((l) => l.textContent.trim() === a.label);
        element = label?.querySelector('input') ?? null;
      } else {
        element = document.querySelector(`select[aria-label="${a.label}"]`);
      }
      if (!element) throw new Error(`filter control not found: ${JSON.stringify(a)}`);
      // The version of the last redraw, not the highest seen: tiles and the whole index count their
      // versions apart, so at 200,000 reports a map that drew from tiles first has seen a higher
      // tiles version than the whole index's next one, and waiting for "higher" waited forever.
      const before = window.__bench.events.at(-1)?.indexVersion ?? -1;
      const at = performance.now();
      if (a.kind === 'select') {
        // What a user's choice does (and what Playwright's selectOption does): set, then input + change.
        element.value = a.value;
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        element.click();
      }
      return { at, before, syncMs: performance.now() - at };
    }, action);
    const event = await this.page
      .waitForFunction(
        ({ at, before }) => window.__bench.events.find((e) => e.at > at && e.indexVersion !== before && e.painted !== undefined) ?? false,
        start,
        { timeout: 30_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue());
    await this.settle(600);
    return {
      toRedrawMs: event.at - start.at,
      toFrameMs: event.painted - start.at,
      redrawMs: event.ms,
      // From the click to the start of the redraw: filtering, React, and rebuilding the cluster index in the worker.
      beforeRedrawMs: event.at - event.ms - start.at,
      syncMs: start.syncMs,
      markers: event.markers,
    };
  }
}

