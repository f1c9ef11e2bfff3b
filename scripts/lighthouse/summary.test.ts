// The Lighthouse runner's read-out, on a report cut down to the audits it uses.
import { describe, expect, it } from 'vitest';
import { lcpElement, lighthouseSummary, medianOf, offenders } from './summary.mjs';

function report(score: number, fcp: number) {
  return {
    requestedUrl: 'http://127.0.0.1:4173/home',
    finalDisplayedUrl: 'http://127.0.0.1:4173/home',
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: 2 * fcp },
      'total-blocking-time': { numericValue: 150 },
      'speed-index': { numericValue: 1800 },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4173/assets/index.js', resourceType: 'Script', transferSize: 2048 },
            { url: 'http://127.0.0.1:4173/assets/firestore.js', resourceType: 'Script', transferSize: 1024 },
            { url: 'http://127.0.0.1:4173/assets/index.css', resourceType: 'Stylesheet', transferSize: 4096 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4173/assets/index.js', total: 300, scripting: 250, scriptParseCompile: 20 },
            { url: 'http://127.0.0.1:4173/assets/firestore.js', total: 900, scripting: 800, scriptParseCompile: 60 },
          ],
        },
      },
      'long-tasks': { details: { items: [{ url: 'https://apis.google.com/js/api.js', duration: 120, startTime: 3000 }] } },
    },
  };
}

describe('lighthouse read-out', () => {
  it('reads the score as a percentage and counts only scripts as JavaScript', () => {
    expect(lighthouseSummary(report(0.42, 1000))).toEqual({ score: 42, fcp: 1000, lcp: 2000, tbt: 150, speedIndex: 1800, jsKb: 3 });
  });

  it('takes the median of each figure on its own', () => {
    const runs = [report(0.9, 3000), report(0.5, 1000), report(0.7, 2000)].map(lighthouseSummary);
    expect(medianOf(runs)).toMatchObject({ score: 70, fcp: 2000, lcp: 4000 });
  });

  it('names the costliest scripts first, by the path on this site and the full URL elsewhere', () => {
    const { bootup, longTasks } = offenders(report(0.5, 1000));
    expect(bootup.map((item) => item.url)).toEqual(['/assets/firestore.js', '/assets/index.js']);
    expect(longTasks).toEqual([{ url: 'https://apis.google.com/js/api.js', duration: 120, startTime: 3000 }]);
  });

  it('names the element of the largest paint, and says nothing when the report has none', () => {
    const withElement = report(0.9, 1000);
    const audits: Record<string, unknown> = withElement.audits;
    audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', selector: 'div.map-view-bar > p.map-count-note', nodeLabel: 'Counting the reports…' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 300 }] },
        ],
      },
    };
    expect(lcpElement(withElement)).toEqual({ selector: 'div.map-view-bar > p.map-count-note', label: 'Counting the reports…' });
    expect(offenders(withElement).lcp?.selector).toBe('div.map-view-bar > p.map-count-note');
    expect(lcpElement(report(0.9, 1000))).toBeNull();
  });
});
