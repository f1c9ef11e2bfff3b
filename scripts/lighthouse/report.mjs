// How the Lighthouse runner prints: one table of medians, then the offenders per page.

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : 'n/a');

function printColumns(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/**
 * The medians, one row per page, as a Markdown table (it pastes into a report as it is), with
 * each run's score beside the median: on a shared 2-core machine one page's runs can differ by
 * ten points or more, and a median alone hides how far.
 */
export function printTable(rows) {
  printColumns(
    ['Page', 'Score', 'Runs', 'FCP', 'LCP', 'TBT', 'Speed Index', 'JS transferred'],
    rows.map((row) => [
      row.page,
      String(row.score),
      row.scores.join(' '),
      seconds(row.fcp),
      seconds(row.lcp),
      ms(row.tbt),
      seconds(row.speedIndex),
      `${Math.round(row.jsKb)} KB`,
    ]),
  );
}

/** What the median run of each page spent its main thread on, and its largest paint. */
export function printOffenders(blame) {
  for (const { page, bootup, longTasks, lcp } of blame) {
    console.log(`\n${page}: largest paint (largest-contentful-paint-element, median run)`);
    console.log(lcp ? `  ${lcp.selector}  "${lcp.label.slice(0, 80)}"` : '  (none reported)');
    console.log(`${page}: main-thread time by script (bootup-time, median run)`);
    for (const item of bootup) console.log(`  ${ms(item.total).padStart(8)}  (scripting ${ms(item.scripting)}, parse ${ms(item.parse)})  ${item.url}`);
    if (bootup.length === 0) console.log('  (none reported)');
    console.log(`${page}: longest tasks (long-tasks)`);
    for (const item of longTasks) console.log(`  ${ms(item.duration).padStart(8)}  at ${ms(item.startTime)}  ${item.url}`);
    if (longTasks.length === 0) console.log('  (none)');
  }
}
