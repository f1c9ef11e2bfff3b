// Test probes at browser boundaries glance mode depends on. Each wraps the real
// API (or, for speech, stands in for a voice headless Chromium does not have)
// and records what the page asked of it, so a test can read it back.
import type { BrowserContext, Locator, Page } from '@playwright/test';

export interface ProbeRecord {
  wakeLock: { requests: number; releases: number };
  watches: { started: number; cleared: number };
  spoken: string[];
}

declare global {
  interface Window {
    __glanceProbe: ProbeRecord;
    __tapProbe?: { start: number; end: number };
  }
}

/**
 * Wraps navigator.wakeLock.request (the real API; the context must grant
 * 'screen-wake-lock') and geolocation.watchPosition/clearWatch to count calls,
 * and replaces speechSynthesis.speak to record what would be said.
 */
export async function installGlanceProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe: ProbeRecord = { wakeLock: { requests: 0, releases: 0 }, watches: { started: 0, cleared: 0 }, spoken: [] };
    window.__glanceProbe = probe;
    if ('wakeLock' in navigator) {
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = async (type) => {
        probe.wakeLock.requests += 1;
        const sentinel = await request(type);
        sentinel.addEventListener('release', () => (probe.wakeLock.releases += 1));
        return sentinel;
      };
    }
    const geo = navigator.geolocation;
    const watch = geo.watchPosition.bind(geo);
    const clear = geo.clearWatch.bind(geo);
    geo.watchPosition = (...args) => {
      probe.watches.started += 1;
      return watch(...args);
    };
    geo.clearWatch = (id) => {
      probe.watches.cleared += 1;
      clear(id);
    };
    if ('speechSynthesis' in window) {
      window.speechSynthesis.speak = (utterance) => void probe.spoken.push(utterance.text);
    }
  });
}

/** Takes the Web Speech API away, as in a browser that has none. */
export async function removeSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
    Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  });
}

export function probeRecord(page: Page): Promise<ProbeRecord> {
  return page.evaluate(() => window.__glanceProbe);
}

/**
 * Makes the page report itself hidden or visible, as when the phone's screen
 * is switched off or another app comes to the front (headless Chromium keeps
 * every page visible, so the state is overridden and the event sent).
 */
export async function setPageVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** How soon a tap in glance mode must be answered (the figure). */
export const TAP_BUDGET_MS = 250;

/**
 * Taps `target` and measures, in the page, from the pointer going down to the
 * first DOM change after which `selector` matches (or, with `gone`, no longer
 * matches). Milliseconds by performance.now().
 */
export async function tapResponseMs(page: Page, target: Locator, selector: string, gone = false): Promise<number> {
  await page.evaluate(
    ({ selector, gone }) => {
      const done = () => (document.querySelector(selector) === null) === gone;
      const record = { start: 0, end: 0 };
      window.__tapProbe = record;
      document.addEventListener(
        'pointerdown',
        () => {
          record.start = performance.now();
          const observer = new MutationObserver(() => {
            if (record.end === 0 && done()) {
              record.end = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        },
        { capture: true, once: true },
      );
    },
    { selector, gone },
  );
  await target.click();
  await page.waitForFunction(() => (window.__tapProbe?.end ?? 0) > 0);
  return page.evaluate(() => window.__tapProbe!.end - window.__tapProbe!.start);
}
