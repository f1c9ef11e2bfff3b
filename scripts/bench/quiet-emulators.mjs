// Waits, before anything is timed, until the emulators have done with the seed. The Firestore
// emulator hands the Functions emulator one event for every seeded write even while the
// triggers are paused (the functions ignore them), and working through 50,000 of them kept
// about half of one of this machine's two cores busy for more than a minute after seeding:
// in an ad-hoc harness on 50,005 reports, offline /map painted its first markers at a median
// of 516 ms during that churn and 380-480 ms after it. A phone has no emulator beside it, so
// the browser's figures are taken once the emulators are quiet, and the wait is printed.

/** Quiet: the emulators used less than this share of one core over a window. */
const QUIET_SHARE = 0.05;
const WINDOW_MS = 3000;
/** Two quiet windows in a row. */
const QUIET_WINDOWS = 2;

/**
 * Resolves when `cpuSeconds()` (the emulators' CPU time so far) grows by less than 5 % of a
 * core for two 3-second windows in a row, or after `maxMs` with `timedOut` set (the figures
 * are then taken all the same, and say so). Resolves with how long it waited.
 */
export async function waitForQuietEmulators(cpuSeconds, { log, maxMs = 600_000 }) {
  const started = Date.now();
  let quiet = 0;
  let last = cpuSeconds();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = cpuSeconds();
    quiet = now - last < (QUIET_SHARE * WINDOW_MS) / 1000 ? quiet + 1 : 0;
    last = now;
    const ms = Date.now() - started;
    if (quiet >= QUIET_WINDOWS) {
      log(`  the emulators went quiet after the seed in ${(ms / 1000).toFixed(0)} s (the seed's trigger events, ignored, worked through)`);
      return { ms, timedOut: false };
    }
    if (ms >= maxMs) {
      log(`  the emulators were still busy ${(ms / 1000).toFixed(0)} s after the seed: the figures below share the CPU with them`);
      return { ms, timedOut: true };
    }
  }
}
