// Measures the map's list view (issue 40, point 1: at 50,000 reports the first rows
// show in under 100 ms and scrolling stays smooth). Times come from the page
// (performance.now()), from the press of "List" to the frame after the first rows
// are in the page; the scroll is timed frame by frame while the wheel turns.
//
// The baseline, in the same page and browser: the same number of rows put in the
// page all at once, as a list without virtualisation would (plain DOM, no React,
// so it is the cheapest such list could be).

/** Runs in the page: resolves when rows are in the list, one frame later, with the time since the press. */
function watchForRows() {
  return new Promise((resolve) => {
    let pressed;
    addEventListener('pointerup', () => (pressed = performance.now()), { capture: true, once: true });
    const done = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        resolve({
          ms: performance.now() - pressed,
          rowsInPage: document.querySelectorAll('.report-list li').length,
          setSize: Number(document.querySelector('.report-list li')?.getAttribute('aria-setsize') ?? 0),
        });
      channel.port2.postMessage(null);
    };
    const observer = new MutationObserver(() => {
      if (pressed === undefined || !document.querySelector('.report-list li')) return;
      observer.disconnect();
      requestAnimationFrame(done);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Runs in the page: every frame's length while `ms` pass. */
function recordFrames(ms) {
  return new Promise((resolve) => {
    const frames = [];
    const start = performance.now();
    let last = start;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (now - start < ms) requestAnimationFrame(tick);
      else resolve(frames);
    };
    requestAnimationFrame(tick);
  });
}

/** Runs in the page: `count` rows like the list's put in the page at once; ms to the frame after. */
function naiveRows(count) {
  return new Promise((resolve) => {
    const started = performance.now();
    const list = document.createElement('ul');
    list.className = 'bench-naive-list';
    for (let i = 0; i < count; i += 1) {
      const row = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      for (const text of ['Pothole', 'Active', `${i} Example Street, Johannesburg`, '3 days ago', `${(i % 900) / 10} km`]) {
        const part = document.createElement('span');
        part.textContent = text;
        button.append(part);
      }
      row.append(button);
      list.append(row);
    }
    document.body.append(list);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const ms = performance.now() - started;
        list.remove();
        resolve(ms);
      };
      channel.port2.postMessage(null);
    });
  });
}

const SCROLL_MS = 3000;
const WHEEL_STEPS = 40;
const WHEEL_PX = 800;

/**
 * On a page showing the map (Home or /map, its data loaded): `runs` presses of
 * "List", each timed to its first rows, and back to the map between them; then a
 * scroll through the list; then the baseline. Resolves with the samples.
 */
export async function measureListView(page, { runs = 5, log = () => {} } = {}) {
  const switcher = page.locator('.map-view-switch');
  const first = [];
  let rowsInPage = 0;
  let setSize = 0;
  for (let i = 0; i < runs; i += 1) {
    const probe = page.evaluate(watchForRows);
    await switcher.getByRole('button').nth(1).click();
    const result = await probe;
    first.push(result.ms);
    ({ rowsInPage, setSize } = result);
    if (i < runs - 1) {
      await switcher.getByRole('button').nth(0).click();
      await page.waitForTimeout(1000); // the map draws again before the next press
    }
  }
  log(`  list view: first rows ${first.map((ms) => Math.round(ms)).join(', ')} ms (${rowsInPage} of ${setSize} rows in the page)`);

  // The wheel over the list, while the page counts its frames.
  const box = await page.locator('.report-list-scroller').boundingBox();
  if (!box) throw new Error('the list has no scroller on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const frames = page.evaluate(recordFrames, SCROLL_MS);
  for (let i = 0; i < WHEEL_STEPS; i += 1) {
    await page.mouse.wheel(0, WHEEL_PX);
    await page.waitForTimeout(SCROLL_MS / WHEEL_STEPS / 2);
  }
  const lengths = await frames;
  const longest = Math.max(...lengths);
  const over50 = lengths.filter((ms) => ms > 50).length;
  const scrolled = await page.locator('.report-list-scroller').evaluate((el) => el.scrollTop);
  log(`  list scroll: ${lengths.length} frames in ${SCROLL_MS} ms, longest ${Math.round(longest)} ms, ${over50} over 50 ms, ${Math.round(scrolled)} px scrolled`);

  const naive = [];
  for (let i = 0; i < 3; i += 1) naive.push(await page.evaluate(naiveRows, setSize));
  log(`  baseline, all ${setSize} rows in the page at once: ${naive.map((ms) => Math.round(ms)).join(', ')} ms`);
  return { first, rowsInPage, setSize, frames: lengths, longestFrame: longest, framesOver50: over50, scrolledPx: scrolled, naive };
}
