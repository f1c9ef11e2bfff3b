#!/usr/bin/env node
// `npm run lighthouse [-- --url http://host:port] [--runs 3] [/path ...]`: what a cheap
// phone makes of the running site (issue 12, point 6). Runs Lighthouse's mobile
// preset with its default simulated throttling (Moto G Power, slow 4G, 4x CPU)
// against a site that is already up (default `npm start`'s HTTPS and HTTP/2 address,
// https://127.0.0.1:4443: Hosting serves over HTTP/2, and over HTTP/1.1 the simulation
// charges the page the handshakes of six connections a host),
// several times per page because one run on a shared 2-core machine is noise, and
// prints the median of each figure, then the scripts the median run blames for
// main-thread time (`bootup-time`) and long tasks (`long-tasks`).
//
// A measurement tool, not a test: it exits 0 whatever the score and non-zero only
// when Lighthouse could not run. Each run gets a fresh Chromium profile, so every
// figure is a first visit (no service worker, no HTTP cache, no session hint).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSpkiHash } from './lib/local-tls.mjs';
import { lighthouseSummary, medianOf, offenders } from './lighthouse/summary.mjs';
import { printOffenders, printTable } from './lighthouse/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PAGES = ['/home', '/leaderboard', '/', '/about'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags of the e2e tests (playwright.config.ts): root needs --no-sandbox, and the rest keep
// Chromium from fetching anything of its own mid-measurement.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function parseArgs(argv) {
  const options = { url: process.env.LIGHTHOUSE_URL ?? 'https://127.0.0.1:4443', runs: 3, pages: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--url') options.url = argv[++i];
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg.startsWith('/')) options.pages.push(arg);
    else throw new Error(`Unknown argument ${arg}. Usage: npm run lighthouse -- [--url URL] [--runs N] [/path ...]`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number of at least 1');
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  options.url = options.url.replace(/\/$/u, '');
  return options;
}

/**
 * One Lighthouse run of one page, through its CLI; resolves to the parsed report (LHR).
 * `trusted` (an SPKI hash, lib/local-tls.mjs) is the one certificate key its Chromium accepts unsigned.
 */
function runLighthouse(url, trusted) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mzansi-lighthouse-'));
  const out = path.join(dir, 'report.json');
  const trust = trusted ? [`--ignore-certificate-errors-spki-list=${trusted}`] : [];
  const flags = [...CHROME_FLAGS, ...trust, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ');
  const args = [url, '--output=json', `--output-path=${out}`, '--only-categories=performance', `--chrome-flags=${flags}`, '--quiet'];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'lighthouse'), args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`Lighthouse exited ${code} on ${url}:\n${stderr.slice(-2000)}`);
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Throws a plain message when nothing answers at `url`. Over HTTPS it resolves with the hash of
 * the server's key (the local server's certificate is its own, made for the run), else null.
 */
async function checkSiteUp(url) {
  try {
    if (url.startsWith('https:')) return await serverSpkiHash(url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return null;
  } catch (error) {
    throw new Error(`Nothing answers at ${url} (${error.message}). Start the site first (npm start), or pass --url.`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}; set CHROME_PATH (never a downloaded browser).`);
  const trusted = await checkSiteUp(options.url);
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  console.log(`Lighthouse mobile (simulated throttling), ${options.runs} run(s) per page, median, against ${options.url}`);
  console.log(`Machine: ${os.cpus().length} cores, load average ${one} ${five} ${fifteen} at start\n`);

  const rows = [];
  const blame = [];
  for (const page of options.pages) {
    const summaries = [];
    for (let run = 1; run <= options.runs; run += 1) {
      process.stdout.write(`  ${page} run ${run}/${options.runs}…`);
      const report = await runLighthouse(options.url + page, trusted).catch((error) => {
        // On a loaded machine Lighthouse sometimes loses its trace (NO_NAVSTART); one more try, then give up.
        process.stdout.write(` failed (${error.message.split('\n')[0]}), once more…`);
        return runLighthouse(options.url + page, trusted);
      });
      const summary = lighthouseSummary(report);
      summaries.push({ summary, report });
      process.stdout.write(` score ${summary.score}\n`);
    }
    // The run whose score is the median names the offenders, so they belong to a typical run.
    const byScore = [...summaries].sort((a, b) => a.summary.score - b.summary.score);
    const typical = byScore[Math.floor((byScore.length - 1) / 2)];
    rows.push({ page, ...medianOf(summaries.map((entry) => entry.summary)), scores: summaries.map((entry) => entry.summary.score) });
    blame.push({ page, ...offenders(typical.report) });
  }
  console.log('');
  printTable(rows);
  printOffenders(blame);
  console.log(`\nLoad average at the end: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
