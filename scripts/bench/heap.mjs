// The JS heap a page holds, after a full garbage collection (without one the
// figure mostly says when V8 last collected). Read through the DevTools
// protocol (Runtime.getHeapUsage) rather than performance.memory, which
// Chromium rounds and refreshes only now and then unless started with
// --enable-precise-memory-info. The main thread only: the site's cluster
// worker has a heap of its own, not counted here (nor in the baselines, which
// have no worker).

/** Bytes used on `page`'s main-thread heap after a GC. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach().catch(() => {});
  }
}
