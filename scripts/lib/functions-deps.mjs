// functions/ is deployed on its own, so it keeps its own package.json and lockfile.
// This installs its dependencies (`npm ci --prefix functions`) when they are missing or
// the lockfile changed since the last install; otherwise it does nothing. The root's
// postinstall runs it (npm runs the root project's own scripts on `npm ci`), and the
// emulator launcher runs it again in case install scripts were skipped.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.installed-lock-sha256';

/** Installs functions/node_modules from functions/package-lock.json unless it is already in step. */
export function ensureFunctionsDeps(root, { log = console.log } = {}) {
  const dir = path.join(root, 'functions');
  const lock = path.join(dir, 'package-lock.json');
  if (!fs.existsSync(lock)) throw new Error(`${lock} is missing: functions/ needs its own lockfile.`);
  const hash = crypto.createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
  const stamp = path.join(dir, 'node_modules', STAMP);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return false;
  const started = Date.now();
  log('Installing the Cloud Functions dependencies (npm ci --prefix functions)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --prefix functions failed (${result.error?.message ?? `exit ${result.status}`})`);
  fs.writeFileSync(stamp, hash);
  log(`Cloud Functions dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}
