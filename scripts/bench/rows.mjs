// The rows of the printed table (see report.mjs, table): each figure with its
// target from issue #12, point 3, and the baselines measured beside it.
const KB = 1024;

export const TARGETS = {
  coldMarkers: 2000,
  bytesPerReport: 100,
  coldDocuments: 500,
  coldHeap: 60 * 2 ** 20,
  returningDocuments: 200,
  returningBytes: 150 * KB,
  warmMarkers: 600,
  filter: 50,
  offlinePaint: 500,
  bigHeap: 150 * 2 ** 20,
  // Issue 40, point 1: the list view's first rows, and no frame of a scroll longer than a dropped few.
  listFirstRows: 100,
  listLongestFrame: 50,
  // Issue 38, point 2: the country view and one city in low-data mode.
  lowDataCityBytes: 300 * KB,
  // Issue 38, point 1: a first visit on a mid-range phone's line, and a city after it.
  throttledMarkers: 3000,
  throttledDataBefore: 150 * KB,
  throttledCity: 1500,
};

export const BASELINES = [
  { key: 'cluster', title: 'leaflet.markercluster' },
  { key: 'naive', title: 'naive (1 DOM marker or row each)' },
  { key: 'full', title: "today's full listener" },
];

const n = (size) => size.toLocaleString('en');

/** The cold first visit's rows for one size; `targets` only at the size the issue sets them for. */
function coldRows(size, r, { withTargets, bigHeap }) {
  const t = (key) => (withTargets ? TARGETS[key] : undefined);
  const cold = r.cold;
  const full = r.full;
  const cluster = r.cluster;
  const naive = r.naive;
  const capped = { naive: naive?.draw.capped ?? false };
  const markers = cold.visit.first
    ? { ours: cold.visit.first.at }
    : { oursText: `no markers: ${cold.visit.failure}` };
  return [
    { section: `Cold first visit to / at ${n(size)} reports (empty browser, data from the local emulators; seeding took ${(r.seeded.ms / 1000).toFixed(0)} s)` },
    {
      label: 'navigation → markers drawn',
      unit: 'ms',
      ...markers,
      target: t('coldMarkers'),
      base: { cluster: cluster?.draw.navigationToMarkersMs, naive: naive && !naive.draw.capped ? naive.draw.navigationToMarkersMs : undefined, full: full?.allAt },
      baseText: { naive: naive?.draw.capped ? `> ${(naive.draw.drawMs / 1000).toFixed(0)} s (capped at ${n(naive.draw.added)} markers)` : undefined },
      capped,
    },
    { label: '  index file asked for at', unit: 'ms', ours: cold.file?.requestedAt },
    { label: '  … its first byte (the function reads the cells, builds the file)', unit: 'ms', ours: cold.file?.firstByteAt },
    { label: '  … its last byte (then: parse, cluster index, markers)', unit: 'ms', ours: cold.file?.receivedAt },
    {
      label: 'data per report over the wire (index file, map tiles + Firestore)',
      unit: 'perReport',
      ours: cold.cost.bytesPerReport,
      target: t('bytesPerReport'),
      atMost: true,
      base: { full: full ? full.counts.firestore.bytes / size : undefined },
    },
    { label: '  map index file (/data/map-index, gzip)', unit: 'bytes', ours: cold.cost.mapIndexBytes },
    { label: '  index summary and map tiles (/data/map-tiles/…)', unit: 'bytes', ours: cold.cost.mapTilesBytes },
    { label: '  Firestore (Listen channel)', unit: 'bytes', ours: cold.cost.firestoreBytes, base: { full: full?.counts.firestore.bytes } },
    { label: '  the site itself (HTML, JS, CSS, icons; not data)', unit: 'bytes', ours: cold.cost.otherBytes },
    {
      label: 'documents read from the server (delivered to the SDK)',
      unit: 'count',
      ours: cold.cost.documents,
      target: t('coldDocuments'),
      atMost: true,
      base: { full: full?.counts.firestore.documents },
    },
    { label: '  cell documents the function read to build the file', unit: 'count', ours: r.seeded.mapIndexCells },
    { label: '  (before the visit: first file request from Node, function start + build)', unit: 'ms', ours: r.fileMs },
    {
      label: 'JS heap after the visit settled (after GC, main thread and workers)',
      unit: 'mb',
      ours: cold.heap.usedJSHeapSize,
      target: bigHeap ? TARGETS.bigHeap : t('coldHeap'),
      base: { cluster: cluster?.heap, naive: naive?.heap.usedJSHeapSize, full: full?.heap },
    },
  ];
}

function returningRows(r) {
  const back = r.returning;
  return [
    { section: `Returning visit a day later, ${back.changed} reports changed (saved copy of ${n(back.saved)} entries made 24 h old)` },
    { label: 'navigation → markers drawn (from the saved copy)', unit: 'ms', ours: back.visit.first?.at },
    { label: 'documents read from the server', unit: 'count', ours: back.cost.documents, target: TARGETS.returningDocuments, atMost: true },
    { label: 'data over the wire (index file, map tiles + Firestore)', unit: 'bytes', ours: back.cost.dataBytes, target: TARGETS.returningBytes, atMost: true },
    { label: '  of which the map index file', unit: 'bytes', ours: back.cost.mapIndexBytes },
  ];
}

function lowDataRows(size, r) {
  const { normal, lowData } = r.lowData;
  return [
    { section: `A first visit to /map at ${n(size)} reports, as usual and in low-data mode (Save-Data; all bytes through the proxy, service worker included)` },
    { label: 'bytes in all, as usual', unit: 'bytes', ours: normal.bytes },
    { label: 'bytes in all, low-data mode', unit: 'bytes', ours: lowData.bytes },
    { label: '  site files as usual (HTML, JS, CSS, icons; the precache)', unit: 'bytes', ours: normal.siteBytes },
    { label: '  site files in low-data mode (no precache, no preloads)', unit: 'bytes', ours: lowData.siteBytes },
    { label: 'map tile requests as usual (refused here: no internet)', unit: 'count', ours: normal.tileRequests },
    { label: 'map tile requests in low-data mode', unit: 'count', ours: lowData.tileRequests },
    { section: 'Data (index file, map tiles + Firestore) for the country, then My location in Johannesburg (issue 38: at most 300 KB in low-data mode)' },
    { label: 'the country, as usual', unit: 'bytes', ours: normal.dataBytes },
    { label: 'the country, low-data mode', unit: 'bytes', ours: lowData.dataBytes },
    { label: '  of which the map index file', unit: 'bytes', ours: lowData.mapIndexBytes },
    { label: 'the country then the city, as usual', unit: 'bytes', ours: normal.cityDataBytes },
    { label: 'the country then the city, low-data mode', unit: 'bytes', ours: lowData.cityDataBytes, target: TARGETS.lowDataCityBytes, atMost: true },
    { label: '  of which the map index file', unit: 'bytes', ours: lowData.cityMapIndexBytes },
    { label: '  of which the summary and map tiles', unit: 'bytes', ours: lowData.cityMapTilesBytes },
  ];
}

function throttledRows(size, { ours: t, wholeFile: w }) {
  if (t.failure) return [{ section: `  NOT MEASURED at ${n(size)}: the throttled first visit: ${t.failure}` }];
  return [
    { section: `A first visit to / at ${n(size)} reports on a mid-range phone's line (1.6 Mbps, 150 ms; issue 38, point 1)` },
    { label: 'first markers or cluster counts', unit: 'ms', ours: t.markersAt, target: TARGETS.throttledMarkers },
    // The baseline, same run and line: the design before issue 38 (the whole file first), switched back on.
    { label: '  baseline: the whole index file first', unit: 'ms', ours: w.markersAt, oursText: w.failure ? `no markers: ${w.failure}` : undefined },
    { label: '  data before them (/data/ answers ended by then)', unit: 'bytes', ours: t.dataBeforeBytes, target: TARGETS.throttledDataBefore, atMost: true },
    { label: '  baseline: data before them, whole file first', unit: 'bytes', ours: w.dataBeforeBytes },
    { label: '  the whole index file (gzip)', unit: 'bytes', ours: t.file?.bytes },
    { label: 'My Location to Johannesburg\'s markers', unit: 'ms', ours: t.cityMs ?? undefined, target: TARGETS.throttledCity },
    { label: '  baseline: whole file first', unit: 'ms', ours: w.cityMs ?? undefined },
  ];
}

function filterRows(filters, cluster, target) {
  const out = [];
  for (const [key, label] of [['type', 'Type toggle (Pothole)'], ['resolved', 'Show Resolved'], ['date', 'Date: This Year / All Time']]) {
    const list = filters[key];
    if (!list) continue;
    out.push(
      { label: `filter change: ${label}, click → redraw`, unit: 'ms', ours: list.map((x) => x.toRedrawMs), target, base: key === 'type' ? { cluster: cluster?.filter } : undefined },
      { label: '  click → redraw start (filter, render, index rebuild)', unit: 'ms', ours: list.map((x) => x.beforeRedrawMs) },
    );
  }
  return out;
}

function warmRows(size, r) {
  const { warm } = r;
  const out = [
    { section: `Warm reload at ${n(size)} reports (data saved in the snapshot store)` },
    {
      label: 'navigation → markers drawn',
      unit: 'ms',
      ours: warm.visits.map((v) => v.first.at),
      target: TARGETS.warmMarkers,
      base: { cluster: r.cluster?.draw.navigationToMarkersMs, naive: r.naive && !r.naive.draw.capped ? r.naive.draw.navigationToMarkersMs : undefined },
      baseText: { naive: r.naive?.draw.capped ? '(capped, see above)' : undefined },
    },
    { label: '  main-thread long tasks before the markers', unit: 'ms', ours: warm.visits.map((v) => v.blockedMs) },
    ...filterRows(warm.filters, r.cluster, TARGETS.filter),
    { label: 'JS heap after a warm visit (after GC, main thread and workers)', unit: 'mb', ours: warm.heap.usedJSHeapSize },
    ...(warm.list ? listRows(size, warm.list) : []),
  ];
  for (const paints of Object.values(r.offline?.paints ?? {})) {
    out.push(
      { section: `Offline, service worker and snapshot store (${n(paints.count)} reports): navigation → first report painted` },
      { label: '/map (first markers drawn)', unit: 'ms', ours: paints.map, target: TARGETS.offlinePaint },
    );
    // Older results have no settling visit: it was the first of the runs.
    if (paints.settling?.map !== undefined) {
      out.push({ label: '  the visit after the prime (copy in the old format, no saved clusters; not counted)', unit: 'ms', ours: paints.settling.map });
    }
  }
  return out;
}

function listRows(size, list) {
  if (list.failure) return [{ section: `  NOT MEASURED at ${n(size)}: the list view: ${list.failure}` }];
  return [
    { section: `List view at ${n(size)} reports (?view=list, whole country; ${n(list.rowsInPage)} of ${n(list.setSize)} rows in the page)` },
    { label: '"List" pressed → first rows painted', unit: 'ms', ours: list.first, target: TARGETS.listFirstRows, base: { naive: list.naive } },
    { label: `scrolling (${n(list.scrolledPx)} px by wheel): longest frame`, unit: 'ms', ours: list.longestFrame, target: TARGETS.listLongestFrame },
    { label: '  frames longer than 50 ms', unit: 'count', ours: list.framesOver50 },
  ];
}

function bigRows(size, r) {
  return [
    { section: `The map at ${n(size)} reports opens and filters (same cold visit)` },
    ...filterRows(r.filters, r.cluster, undefined),
  ];
}

/** Every row, size by size. `sizes` holds each size's results; `main` and `big` name the sizes with more figures. */
export function rows(sizes, { main, big }) {
  const out = [];
  for (const [key, r] of Object.entries(sizes)) {
    const size = Number(key);
    out.push(...coldRows(size, r, { withTargets: size === main, bigHeap: size === big }));
    if (r.throttled) out.push(...throttledRows(size, r.throttled));
    if (r.lowData) out.push(...lowDataRows(size, r));
    if (r.returning) out.push(...returningRows(r));
    if (r.warm) out.push(...warmRows(size, r));
    if (size === big && r.filters) out.push(...bigRows(size, r));
    for (const failure of r.failures ?? []) out.push({ section: `  NOT MEASURED at ${n(size)}: ${failure}` });
  }
  return out;
}
