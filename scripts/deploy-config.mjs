#!/usr/bin/env node
// Usage: node scripts/deploy-config.mjs [--dist dist]
// Writes firebase.deploy.json: firebase.json with the Content Security Policy the build in
// --dist needs (lib/content-policy.mjs). firebase.json holds the open-map build's policy;
// a build with a Google Maps key needs Google's map sources and 'unsafe-eval' as well, so
// deploy such a build with `firebase deploy --config firebase.deploy.json`. For the
// open-map build the file equals firebase.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hostingConfig } from './lib/site-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(root, values.dist);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run the build first.`);
  process.exit(1);
}
const config = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const hosting = { ...hostingConfig(root, {}, dist), public: path.relative(root, dist) };
fs.writeFileSync(path.join(root, 'firebase.deploy.json'), `${JSON.stringify({ ...config, hosting }, null, 2)}\n`);
console.log(`Wrote firebase.deploy.json for ${path.relative(root, dist)}: deploy with \`firebase deploy --config firebase.deploy.json\`.`);
