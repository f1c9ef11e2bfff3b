/**
 * Low-data mode for the whole page (the rules are in domain/low-data-mode.ts).
 * The user's choice lives in localStorage under `mzansi-fix.low-data` ("on" or
 * "off", kept until changed; absent until they first use the switch); the
 * browser's hint is read live from `navigator.connection.saveData`. A module
 * store rather than a React context, so code outside components (the router's
 * preloading, the service worker's registration) reads the same answer.
 */
import { useSyncExternalStore } from 'react';
import { LOW_DATA_STORAGE_VALUES, lowDataMode, parseLowDataChoice, type LowDataChoice, type LowDataMode } from '../domain/low-data-mode';

const KEY = 'mzansi-fix.low-data';

/** The Network Information API's part read here (Chromium only; absent elsewhere). */
interface SaveDataHint extends EventTarget {
  readonly saveData?: boolean;
}

function saveDataHint(): SaveDataHint | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: SaveDataHint }).connection;
}

function storedChoice(): LowDataChoice {
  try {
    return parseLowDataChoice(localStorage.getItem(KEY));
  } catch {
    return null; // storage blocked: no remembered choice
  }
}

// The choice in memory too: with storage blocked the switch still works for this visit.
let choice: LowDataChoice = storedChoice();
let current: LowDataMode = lowDataMode(choice, saveDataHint()?.saveData);
const listeners = new Set<() => void>();

function refresh(): void {
  const next = lowDataMode(choice, saveDataHint()?.saveData);
  if (next.on === current.on && next.reason === current.reason) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The choice changed in another tab. */
function onStorage(event: StorageEvent): void {
  if (event.key !== KEY && event.key !== null) return;
  choice = storedChoice();
  refresh();
}

/** The mode now. */
export function lowDataState(): LowDataMode {
  return current;
}

/** Whether the page should spend as few bytes as it can. */
export function isLowData(): boolean {
  return current.on;
}

/** The user's choice from the menu: remembered on this device, and it wins over the browser's hint. */
export function chooseLowData(on: boolean): void {
  choice = on ? 'on' : 'off';
  try {
    localStorage.setItem(KEY, on ? LOW_DATA_STORAGE_VALUES.on : LOW_DATA_STORAGE_VALUES.off);
  } catch {
    // Not remembered for next time; it still applies now.
  }
  refresh();
}

/** Calls `listener` whenever the mode changes (the switch, another tab, or the browser's hint). */
export function subscribeLowData(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    saveDataHint()?.addEventListener?.('change', refresh);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    saveDataHint()?.removeEventListener?.('change', refresh);
  };
}

/** What a prerendered page was drawn with (no choice, no hint known at build time); hydration starts from it. */
const PRERENDERED: LowDataMode = lowDataMode(null, undefined);

/** The mode for a component, re-rendering it when the mode changes. */
export function useLowData(): LowDataMode {
  return useSyncExternalStore(subscribeLowData, lowDataState, () => PRERENDERED);
}
