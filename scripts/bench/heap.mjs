// The JS heap a page holds, after a full garbage collection (without one the
// figure mostly says when V8 last collected). Read through the DevTools
// protocol (Runtime.getHeapUsage) rather than performance.memory, which
// Chromium rounds and refreshes only now and then unless started with
// --enable-precise-memory-info (and workers have none). The main thread and the
// page's dedicated workers (the clusters' and, since 2026-11-24, Firestore's):
// moving work into a worker must not hide its memory. The service worker,
// shared by every tab and idle by then, is not counted; the baselines have no worker.

/** Bytes used on `page`'s main-thread heap and its dedicated workers' heaps, each after a GC. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    let used = 0;
    for (const sessionId of await workerSessions(cdp)) {
      await sendToTarget(cdp, sessionId, 'HeapProfiler.collectGarbage');
      used += (await sendToTarget(cdp, sessionId, 'Runtime.getHeapUsage')).usedSize;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return used + usedSize;
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** The page's dedicated workers, attached (non-flat sessions: Playwright's CDPSession sends to one target). */
async function workerSessions(cdp) {
  const attached = [];
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') attached.push(sessionId);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // Existing workers are announced right after the call returns.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return attached;
}

let lastId = 0;
/** One DevTools command to an attached worker, and its result. */
function sendToTarget(cdp, sessionId, method) {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const onMessage = ({ sessionId: from, message }) => {
      const reply = JSON.parse(message);
      if (from !== sessionId || reply.id !== id) return;
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve(reply.result);
    };
    cdp.on('Target.receivedMessageFromTarget', onMessage);
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(reject);
  });
}
