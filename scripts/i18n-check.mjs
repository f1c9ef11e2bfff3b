#!/usr/bin/env node
// `npm run i18n:check`: reports per language what is translated and what is missing,
// and fails on an error in a catalogue (scripts/lib/catalogue-check.mjs says which) or a
// src/messages/message-ids.ts that no longer matches the English catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { readCatalogues, ROOT } from './lib/catalogues.mjs';
import { checkCatalogues } from './lib/catalogue-check.mjs';
import { MESSAGE_TYPES_FILE, messageTypesSource } from './lib/message-types.mjs';

/** Every quoted string in the site's code that looks like an id: what the code can name. */
function idsInCode() {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('message-ids.ts')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)*)(?:\.\$\{|['"`])/g)) found.add(match[1]);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return found;
}

const catalogues = readCatalogues();
const { errors, report } = checkCatalogues(catalogues, idsInCode());
const typesFile = path.relative(ROOT, MESSAGE_TYPES_FILE);
if (!fs.existsSync(MESSAGE_TYPES_FILE) || fs.readFileSync(MESSAGE_TYPES_FILE, 'utf8') !== messageTypesSource()) {
  errors.push(`${typesFile} does not match the English catalogue: run npm run i18n:types`);
}
for (const line of report) console.log(line);
if (errors.length) {
  console.error(`\n${errors.length} error(s) in the catalogues:`);
  for (const error of errors) console.error(`  ${error}`);
  process.exit(1);
}
console.log('\nCatalogues OK.');
