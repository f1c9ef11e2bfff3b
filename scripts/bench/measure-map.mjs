// Measures the site's map in Chromium. Every time comes from the page itself
// (performance.now(), i.e. ms since that document's navigation started), never
// from Node, so Playwright's own round trips do not count.
//
// The map tells the page about each marker redraw with the window event
// 'mzansi:map-redraw' {ms, markers, indexVersion, at}. The probe below, installed
// before the app runs, keeps those events, the inputs we send, and each change of
// the map host's data-zoom / data-center (written on Leaflet's moveend, right
// before the redraw starts) in window.__bench.

import { primeSnapshot } from './prime-snapshot.mjs';

/** Runs in the page before any of its scripts. */
function installProbe() {
  const bench = (window.__bench = { events: [], moves: [], inputs: [], longTasks: [], busyUntil: 0 });
  // When the frame after a redraw has been produced: rAF runs before the frame, a
  // message posted from it is handled after it.
  const afterFrame = (record) =>
    requestAnimationFrame(() => {
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

const MAP = '[data-testid="map"]';

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
   * The first visit of an empty browser, with the data coming from the emulator.
   * With more than ~10,000 problems the Firestore emulator cannot answer it: its
   * WebChannel aborts the Listen stream once 10,000 messages are pending
   * (firebase-tools#5197), the GET on the new session gets 400, and the SDK
   * retries for ever, each retry re-running the query and writing tens of
   * thousands of warnings to firestore-debug.log. So the first such 400 ends the
   * attempt and is reported; it does not wait out the timeout.
   */
  async coldVisit(timeoutMs = 120_000) {
    const started = Date.now();
    const aborted = this.page
      .waitForEvent('response', {
        predicate: (r) => r.url().includes(`:${this.firestorePort}/`) && r.url().includes('/Listen/channel') && r.url().includes('RID=rpc') && r.status() === 400,
        timeout: timeoutMs,
      })
      .then(() => ({ aborted: true }), () => null);
    await this.page.goto(`${this.siteUrl}/map`, { waitUntil: 'commit' });
    const drawn = this.page
      .waitForFunction(() => window.__bench.events.find((e) => e.markers > 0) ?? false, null, { timeout: timeoutMs, polling: 100 })
      .then((handle) => handle.jsonValue(), () => null);
    const outcome = await Promise.race([drawn, aborted]);
    if (outcome?.aborted) return { first: null, failure: 'the emulator aborted the Listen stream (HTTP 400 on the channel)', afterMs: Date.now() - started };
    if (!outcome) return { first: null, failure: `no markers within ${timeoutMs / 1000} s`, afterMs: Date.now() - started };
    await this.settle();
    return { first: outcome, events: await this.page.evaluate(() => window.__bench.events) };
  }

  /**
   * Blocks the page's requests to the Firestore emulator (Chromium's own URL
   * blocking: unlike page.route it leaves the HTTP cache on, so reloads load the
   * bundle from cache as a returning visitor's browser would).
   */
  async blockFirestore() {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: [`http://127.0.0.1:${this.firestorePort}/*`, `http://localhost:${this.firestorePort}/*`] });
    this.cdp = cdp;
  }

  /** Fills the site's snapshot store with the records at `url` (see prime-snapshot.mjs). */
  primeSnapshot(url) {
    return primeSnapshot(this.page, url);
  }

  /**
   * A reload of /map: resolves with the first redraw that drew markers, and
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

  /** Heap used after a full garbage collection (without one the figure mostly says when V8 last collected). */
  async heap() {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    await this.cdp.send('HeapProfiler.collectGarbage');
    return this.page.evaluate(() => ({
      usedJSHeapSize: performance.memory?.usedJSHeapSize ?? null,
      domMarkers: document.querySelectorAll('.leaflet-marker-icon').length,
    }));
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
      const before = Math.max(0, ...window.__bench.events.map((e) => e.indexVersion));
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
        ({ at, before }) => window.__bench.events.find((e) => e.at > at && e.indexVersion > before && e.painted !== undefined) ?? false,
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

  async mapBox() {
    const box = await this.page.locator(MAP).boundingBox();
    if (!box) throw new Error('the map is not visible');
    return box;
  }

  /** Marks where the probe's lists end, so the next lookups only see what follows. */
  mark() {
    return this.page.evaluate(() => ({ events: window.__bench.events.length, moves: window.__bench.moves.length, inputs: window.__bench.inputs.length }));
  }

  /** The input after `mark`, the moveend it caused and the redraw after that (with its frame). */
  async viewChangeSince(mark) {
    const result = await this.page
      .waitForFunction(
        (m) => {
          const b = window.__bench;
          const input = b.inputs[m.inputs];
          const moveAt = b.moves[m.moves];
          if (!input || moveAt === undefined) return false;
          const event = b.events.slice(m.events).find((e) => e.at >= moveAt && e.painted !== undefined);
          return event ? { inputAt: input.at, moveAt, event } : false;
        },
        mark,
        { timeout: 30_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue());
    await this.settle(400);
    const { inputAt, moveAt, event } = result;
    return {
      redrawMs: event.ms,
      // Input to moveend is Leaflet's own part (a zoom animates for ~250 ms); moveend to the redraw is ours.
      inputToMoveMs: moveAt - inputAt,
      inputToRedrawMs: event.at - inputAt,
      moveToFrameMs: event.painted - moveAt,
      markers: event.markers,
    };
  }

  /** Drags the map by (dx, dy) px and times the redraw. */
  async drag(dx, dy = 0) {
    const box = await this.mapBox();
    // Right of centre: the filter panel covers the left of the map.
    const x = box.x + box.width * 0.65;
    const y = box.y + box.height * 0.5;
    const { mouse } = this.page;
    await mouse.move(x, y);
    await mouse.down();
    await mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await mouse.move(x + dx, y + dy, { steps: 4 });
    // Hold still, then nudge 1 px: Leaflet then sees no speed at release and fires
    // moveend at once instead of gliding on (inertia), which would time its animation.
    await this.page.waitForTimeout(120);
    await mouse.move(x + dx + 1, y + dy, { steps: 1 });
    await this.page.waitForTimeout(60);
    const mark = await this.mark();
    await mouse.up();
    return this.viewChangeSince(mark);
  }

  /** Zooms with the keyboard (+1 or -1 level, Leaflet animates it) and times the redraw. */
  async zoom(delta) {
    await this.page.locator(MAP).focus();
    const mark = await this.mark();
    await this.page.keyboard.press(delta > 0 ? 'Equal' : 'Minus');
    return this.viewChangeSince(mark);
  }

  async view() {
    const [zoom, centre] = await Promise.all([this.page.locator(MAP).getAttribute('data-zoom'), this.page.locator(MAP).getAttribute('data-center')]);
    const [lat, lng] = centre.split(',').map(Number);
    return { zoom: Number(zoom), lat, lng };
  }

  /** Drags the map so (lat, lng) is in the centre, then zooms to `zoom` with the keyboard. */
  async goTo(lat, lng, zoom) {
    const here = await this.view();
    const [x0, y0] = project(here.lat, here.lng, here.zoom);
    const [x1, y1] = project(lat, lng, here.zoom);
    await this.drag(x0 - x1, y0 - y1);
    for (let z = here.zoom; z < zoom; z += 1) await this.zoom(+1);
    for (let z = here.zoom; z > zoom; z -= 1) await this.zoom(-1);
    return this.view();
  }
}

/** Web Mercator pixel coordinates at a zoom (256 px tiles), as Leaflet uses. */
function project(lat, lng, zoom) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}
