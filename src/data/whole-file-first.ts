/**
 * The switch back to the design before issue 38, kept runnable as the bench's baseline
 * (scripts/bench/measure-first-visit.mjs): with "mzansi-fix.map-opening" set to "whole" in
 * localStorage, a first visit fetches the whole index file at once, whatever its size, and the map
 * waits for it. No screen sets it.
 */
const KEY = 'mzansi-fix.map-opening';

export function wholeFileFirst(): boolean {
  try {
    return localStorage.getItem(KEY) === 'whole';
  } catch {
    return false;
  }
}
