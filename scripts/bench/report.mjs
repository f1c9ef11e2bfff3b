// Turns the measurements into the printed table and the JSON line in
// .bench/results.jsonl. A figure is a list of samples; the table shows its
// median with min-max, compares the median with its target, and with each
// baseline that has a like-for-like figure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function stats(samples) {
  const list = [samples].flat().filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), n: sorted.length };
}

export function machine(browserVersion) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: browserVersion,
  };
}

export const loadAverage = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

const ms = (v) => (v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);
const mb = (v) => `${(v / 2 ** 20).toFixed(1)} MB`;
const bytes = (v) => (v >= 2 ** 20 ? `${(v / 2 ** 20).toFixed(2)} MB` : v >= 1024 ? `${(v / 1024).toFixed(1)} KB` : `${Math.round(v)} B`);
const FORMAT = { ms, mb, bytes, perReport: (v) => `${v.toFixed(1)} B`, count: (v) => Math.round(v).toLocaleString('en') };

function cell(s, unit) {
  if (!s) return '—';
  const f = FORMAT[unit];
  return s.n > 1 ? `${f(s.median)} (${f(s.min)}–${f(s.max)})` : f(s.median);
}

/**
 * "ours 12x faster" / "ours 3.1x slower": the baseline's median over ours
 * (lower is better for every figure here). A capped baseline took at least
 * that long, so "at least".
 */
function ratio(ours, base, { capped = false, words }) {
  if (!ours || !base || ours.median <= 0) return '';
  const r = base.median / ours.median;
  if (r >= 1) return `ours ${r >= 10 ? Math.round(r) : r.toFixed(1)}x ${words[0]}${capped ? ' (at least)' : ''}`;
  return `ours ${(1 / r).toFixed(1)}x ${words[1]}`;
}

/**
 * rows: { label, unit, ours: samples, oursText?, target?, atMost?: boolean,
 *         base?: { [column key]: samples }, baseText?: { [column key]: string }, capped?: { [column key]: boolean } }
 *   or { section: 'a heading line' }
 * baselines: [{ key, title }], one column each (its figure and our ratio to it).
 * A target is met when our median is under it (at most it, with atMost).
 * Returns the lines of the table.
 */
export function table(rows, baselines) {
  const body = rows.map((row) => {
    if (row.section) return { section: row.section };
    const ours = stats(row.ours);
    const met = !ours || row.target === undefined ? null : row.atMost ? ours.median <= row.target : ours.median < row.target;
    const words = row.unit === 'ms' ? ['faster', 'slower'] : row.unit === 'count' ? ['fewer', 'more'] : ['smaller', 'larger'];
    const columns = baselines.map(({ key }) => {
      if (row.baseText?.[key]) return row.baseText[key];
      const base = stats(row.base?.[key]);
      if (!base) return '';
      const capped = row.capped?.[key] ?? false;
      const r = ratio(ours, base, { capped, words });
      return `${cell(base, row.unit)}${capped ? ' (capped)' : ''}${r ? `; ${r}` : ''}`;
    });
    return [
      row.label,
      row.oursText ?? cell(ours, row.unit),
      row.target === undefined ? '' : `${row.atMost ? '≤' : '<'} ${FORMAT[row.unit](row.target)}`,
      met === null ? '' : met ? 'met' : 'MISSED',
      ...columns,
    ];
  });
  const head = ['Figure', 'Mzansi Fix: median (min–max)', 'Target', 'Result', ...baselines.map((b) => b.title)];
  const widths = head.map((h, i) => Math.max(h.length, ...body.filter(Array.isArray).map((r) => r[i].length)));
  const line = (cols) => cols.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const out = [line(head), rule];
  for (const r of body) out.push(Array.isArray(r) ? line(r) : `${r.section}`);
  return out;
}

/** Appends one JSON line to .bench/results.jsonl; returns its path. */
export function appendResults(root, record) {
  const dir = path.join(root, '.bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'results.jsonl');
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a git checkout: the line just has no commit.
  }
  fs.appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), commit, ...record })}\n`);
  return file;
}

/**
 * The JavaScript of a first visit, a line per chunk: raw and gzip size, when
 * it was asked for, and whether that was before or after the first paint.
 */
export function scriptTable({ chunks, firstPaint }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const paint = firstPaint === null ? 'unknown' : `${Math.round(firstPaint)} ms`;
  const lines = [`JavaScript of a first visit to /map (first paint at ${paint}; gzip -9 of each file)`];
  const rows = chunks.map((c) => [
    c.name,
    kb(c.bytes),
    kb(c.gzip),
    `${Math.round(c.requestedAt)} ms`,
    firstPaint === null ? '' : c.requestedAt < firstPaint ? 'before first paint' : 'after first paint',
  ]);
  const before = chunks.filter((c) => firstPaint !== null && c.requestedAt < firstPaint);
  rows.push(['Total before the first paint', kb(before.reduce((s, c) => s + c.bytes, 0)), kb(before.reduce((s, c) => s + c.gzip, 0)), '', '']);
  rows.push(['Total', kb(chunks.reduce((s, c) => s + c.bytes, 0)), kb(chunks.reduce((s, c) => s + c.gzip, 0)), '', '']);
  const head = ['Chunk', 'Size', 'Gzip', 'Asked for at', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cols) => cols.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  lines.push(line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line));
  const firebase = chunks.find((c) => c.name.startsWith('firebase-data'));
  if (firebase && firstPaint !== null) {
    lines.push(`Firebase SDK (${firebase.name}) asked for ${Math.round(firebase.requestedAt - firstPaint)} ms ${firebase.requestedAt >= firstPaint ? 'after' : 'BEFORE'} the first paint.`);
  }
  return lines;
}
