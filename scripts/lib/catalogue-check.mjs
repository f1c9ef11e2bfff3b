/**
 * What `npm run i18n:check` finds in the catalogues, as data (the script prints it, a
 * unit test feeds it broken catalogues). Errors fail CI: an id a translation has that
 * English lacks (it would never show), a message that is not valid ICU, a placeholder a
 * translation renamed, dropped or invented (`{count}` where English says `{n}`), a select
 * that lost one of English's choices, a plural or select without its `other` form, a header that does not say who wrote the
 * translation. Missing translations only are reported: they show in English.
 */
import { parse } from '@messageformat/parser';
import { GLOBAL_VALUES, placeholders } from './catalogues.mjs';

const REQUIRED_HEADERS = [
  ['name', 'X-Language-Name'],
  ['writtenBy', 'X-Written-By'],
  ['review', 'X-First-Language-Review'],
];

/** Choice keys of each select in a message: arg -> Set of keys. */
function selectKeys(message) {
  const keys = new Map();
  const visit = (tokens) => {
    for (const token of tokens) {
      if (!('cases' in token)) continue;
      if (token.type === 'select') keys.set(token.arg, new Set([...(keys.get(token.arg) ?? []), ...token.cases.map((c) => c.key)]));
      for (const branch of token.cases) visit(branch.tokens);
    }
  };
  visit(parse(message));
  return keys;
}

/** Plural, select and selectordinal args without an `other` form (which Lingui falls back to). */
function withoutOther(message) {
  const found = [];
  const visit = (tokens) => {
    for (const token of tokens) {
      if (!('cases' in token)) continue;
      if (!token.cases.some((c) => c.key === 'other')) found.push(token.arg);
      for (const branch of token.cases) visit(branch.tokens);
    }
  };
  visit(parse(message));
  return found;
}

const names = (message) => new Set([...placeholders(message).keys()].filter((name) => !GLOBAL_VALUES.includes(name)));
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

/** Problems of one message against its English; [] when it is fine. */
export function messageProblems(id, message, englishMessage) {
  let translated;
  try {
    translated = names(message);
  } catch (error) {
    return [`${id}: not valid ICU MessageFormat (${error.message.split('\n')[0]})`];
  }
  const problems = [];
  const english = names(englishMessage);
  if (!sameSet(translated, english)) {
    const show = (set) => (set.size ? [...set].map((n) => `{${n}}`).join(' ') : 'none');
    problems.push(`${id}: placeholders ${show(translated)}, but English has ${show(english)}`);
  }
  for (const arg of withoutOther(message)) problems.push(`${id}: {${arg}, …} has no "other" form`);
  const englishChoices = selectKeys(englishMessage);
  for (const [arg, keys] of selectKeys(message)) {
    const lost = [...(englishChoices.get(arg) ?? [])].filter((key) => !keys.has(key) && key !== 'other');
    if (lost.length) problems.push(`${id}: {${arg}, select} lacks ${lost.join(', ')}`);
  }
  return problems;
}

/**
 * @param {import('./catalogues.mjs').Catalogue[]} catalogues English first
 * @param {Set<string>} usedIds ids (or list prefixes) the code names
 * @returns {{ errors: string[], report: string[] }}
 */
export function checkCatalogues(catalogues, usedIds) {
  const [english, ...others] = catalogues;
  const errors = [];
  const report = [];
  for (const [id, message] of english.messages) {
    try {
      placeholders(message);
    } catch (error) {
      errors.push(`en: ${id}: not valid ICU MessageFormat (${error.message.split('\n')[0]})`);
    }
  }
  const unused = [...english.messages.keys()].filter((id) => !usedIds.has(id) && ![...usedIds].some((used) => id.startsWith(`${used}.`)));
  report.push(`en: ${english.messages.size} messages${unused.length ? `; not used in the code: ${unused.join(', ')}` : ''}`);
  for (const catalogue of others) {
    for (const [key, header] of REQUIRED_HEADERS) if (!catalogue[key]) errors.push(`${catalogue.code}: the header has no ${header}`);
    for (const [id, message] of catalogue.messages) {
      const englishMessage = english.messages.get(id);
      if (englishMessage === undefined) errors.push(`${catalogue.code}: ${id} is not in the English catalogue`);
      else errors.push(...messageProblems(id, message, englishMessage).map((problem) => `${catalogue.code}: ${problem}`));
    }
    const missing = [...english.messages.keys()].filter((id) => !catalogue.messages.has(id));
    report.push(
      `${catalogue.code} (${catalogue.name}): ${english.messages.size - missing.length} of ${english.messages.size} translated; ` +
        `who wrote it: ${catalogue.writtenBy || '?'}; first-language review: ${catalogue.review || '?'}` +
        (missing.length ? `\n  missing (shown in English): ${missing.join(', ')}` : ''),
    );
  }
  return { errors, report };
}
