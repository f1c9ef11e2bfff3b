/**
 * A value made the first time it is asked for, then kept. For costly objects a module
 * would otherwise build as it loads: constructing an `Intl` formatter is the first use of
 * the browser's locale and time-zone data, ~120 ms of main thread at Lighthouse's 4x CPU
 * throttle, and modules load before the first paint of every page.
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
