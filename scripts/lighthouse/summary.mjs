// What the Lighthouse runner reads out of a report (LHR): the headline figures of a
// run, the median of several runs, the scripts a run blames for main-thread time, and
// the element it took for the largest paint.

/** The figures of one run; times in ms, JavaScript in KB as transferred (compressed). */
export function lighthouseSummary(report) {
  const numeric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    speedIndex: numeric('speed-index'),
    jsKb: scriptBytes / 1024,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs, taken figure by figure (the runs' spread is the noise). */
export function medianOf(summaries) {
  const keys = Object.keys(summaries[0]);
  return Object.fromEntries(keys.map((key) => [key, median(summaries.map((summary) => summary[key]))]));
}

/** A URL as short as it can be and still say which file: the path for the site's own, the host for others. */
export function shortUrl(url, origin) {
  if (typeof url !== 'string') return String(url);
  if (origin && url.startsWith(origin)) return url.slice(origin.length) || '/';
  return url;
}

/**
 * The element Lighthouse took for the largest contentful paint, as its selector and the start
 * of its text: which paint a page's LCP waits for is the first question when LCP is over budget.
 */
export function lcpElement(report) {
  const table = (report.audits['largest-contentful-paint-element']?.details?.items ?? []).find((item) => item.type === 'table');
  const node = table?.items?.[0]?.node;
  if (!node) return null;
  return { selector: node.selector ?? '?', label: node.nodeLabel ?? '' };
}

/** The top `count` scripts by main-thread time and the longest tasks, with the script each is blamed on. */
export function offenders(report, count = 5) {
  const origin = new URL(report.finalDisplayedUrl ?? report.requestedUrl).origin;
  const bootup = (report.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({ url: shortUrl(item.url, origin), total: item.total, scripting: item.scripting, parse: item.scriptParseCompile }))
    .sort((a, b) => b.total - a.total)
    .slice(0, count);
  const longTasks = (report.audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({ url: shortUrl(item.url, origin), duration: item.duration, startTime: item.startTime }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count);
  return { bootup, longTasks, lcp: lcpElement(report) };
}
