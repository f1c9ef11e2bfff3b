/**
 * Writes src/messages/message-ids.ts from the English catalogue: the id of every
 * message with the values it takes, and the lists (ids ending `.1`, `.2`, …). With it
 * `t('nav.hom')` or `t('map.filters.count')` without `{ n }` fails the type check.
 * `npm run i18n:types` writes it; `npm run i18n:check` fails when it is out of date.
 */
import path from 'node:path';
import { englishCatalogue, GLOBAL_VALUES, placeholders, ROOT } from './catalogues.mjs';

export const MESSAGE_TYPES_FILE = path.join(ROOT, 'src/messages/message-ids.ts');

const TS_TYPE = { number: 'number', select: 'string', text: 'string | number' };

function valuesType(message) {
  const fields = [...placeholders(message)]
    .filter(([name]) => !GLOBAL_VALUES.includes(name))
    .map(([name, kind]) => `readonly ${name}: ${TS_TYPE[kind]}`);
  return fields.length ? `{ ${fields.join('; ')} }` : 'NoValues';
}

/** Every prefix whose ids go on `.1`, `.2`, … (directly or as groups), with its item numbers. */
function lists(ids) {
  const found = new Map();
  for (const id of ids) {
    const parts = id.split('.');
    parts.forEach((part, i) => {
      if (i === 0 || !/^\d+$/.test(part)) return;
      const prefix = parts.slice(0, i).join('.');
      const items = found.get(prefix) ?? new Set();
      items.add(Number(part));
      found.set(prefix, items);
    });
  }
  return [...found].map(([prefix, items]) => [prefix, [...items].sort((a, b) => a - b)]);
}

export function messageTypesSource() {
  const { messages } = englishCatalogue();
  const lines = [
    '// Written by `npm run i18n:types` from src/locales/en/messages.po: do not edit by hand.',
    '// `npm run i18n:check` fails when it no longer matches the English catalogue.',
    '',
    '/** A message that takes no values. */',
    'export type NoValues = Record<never, never>;',
    '',
    '/** Every message id, with the values the message takes. */',
    'export interface MessageValues {',
    ...[...messages].map(([id, message]) => `  readonly ${JSON.stringify(id)}: ${valuesType(message)};`),
    '}',
    '',
    '/** Numbered messages (`<list>.1`, `<list>.2`, …): the numbers each list has. */',
    'export const MESSAGE_LISTS = {',
    ...lists(messages.keys()).map(([prefix, items]) => `  ${JSON.stringify(prefix)}: [${items.join(', ')}],`),
    '} as const;',
    '',
  ];
  return lines.join('\n');
}
