// Runs a command to completion with its output passed through; rejects on failure.
import { spawn } from 'node:child_process';

/** Resolves when `command` exits 0; rejects naming `label` otherwise. */
export function run(command, args, { cwd, env, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
