#!/usr/bin/env node
// Usage: node scripts/serve-site.mjs --dist DIR --port N [--auth HOST:PORT --firestore HOST:PORT --functions HOST:PORT] [--cdn]
// Serves a build with firebase.json's hosting rules and headers (see lib/site-server.mjs).
// --auth and --firestore let a build that talks to local emulators reach them;
// --functions is where firebase.json's function rewrites go; --cdn keeps their
// answers as Hosting's CDN would (lib/edge-cache.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from './lib/site-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    auth: { type: 'string' },
    firestore: { type: 'string' },
    functions: { type: 'string' },
    cdn: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}
try {
  const emulators = { auth: values.auth, firestore: values.firestore, functions: values.functions };
  const site = await serveSite({ root, dist: values.dist, host: values.host, port, emulators, cdn: values.cdn });
  console.log(`Serving ${values.dist} at ${site.url}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void site.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
