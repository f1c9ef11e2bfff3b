#!/usr/bin/env node
// `npm run build:functions`: builds functions/src into functions/lib (see lib/build-functions.mjs).
// firebase.json runs it before a functions deploy; the emulator launcher runs it before each start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunctions } from './lib/build-functions.mjs';

try {
  await buildFunctions(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
