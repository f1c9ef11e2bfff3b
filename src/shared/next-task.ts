/**
 * Resolves in a new task, so that what came before ends a task of its own: the
 * boot is split this way, since on a cheap phone one long task keeps every tap
 * waiting (and counts in Lighthouse's Total Blocking Time), and the map's first
 * paint is awaited this way (map-first-draw.ts: posted from a frame callback, the
 * message is handled after that frame). A posted message, not a timer: nested
 * timers are held back to 4 ms and more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
