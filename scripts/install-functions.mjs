#!/usr/bin/env node
// postinstall: installs functions/ dependencies from their own lockfile (see lib/functions-deps.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFunctionsDeps } from './lib/functions-deps.mjs';

try {
  ensureFunctionsDeps(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
