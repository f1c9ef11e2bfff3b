// Shared by the baseline pages (naive.js, markercluster.js): when the next frame has been produced.
/* global performance, requestAnimationFrame, MessageChannel */

/** Resolves with the time right after the next frame was produced (rAF, then a task after it). */
export function afterNextFrame() {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}
