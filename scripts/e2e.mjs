#!/usr/bin/env node
// `npm run test:e2e`: only the end-to-end step of `npm test` (with its emulators, build and seed).
process.argv.splice(2, process.argv.length, 'e2e');
await import('./test-all.mjs');
