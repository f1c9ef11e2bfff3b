#!/usr/bin/env node
// `npm run i18n:types`: writes src/messages/message-ids.ts from the English catalogue.
import fs from 'node:fs';
import { MESSAGE_TYPES_FILE, messageTypesSource } from './lib/message-types.mjs';

fs.writeFileSync(MESSAGE_TYPES_FILE, messageTypesSource());
console.log(`Wrote ${MESSAGE_TYPES_FILE}`);
