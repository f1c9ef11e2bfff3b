/**
 * The plural forms of each language the site speaks, as a translated message gets them
 * (Lingui choosing through Intl.PluralRules with intlLocales). isiZulu counts 0 like 1
 * ("one"); English, isiXhosa and Afrikaans only 1. A browser without the language's data
 * falls back to South African English's forms (intl-locales.ts).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledMessages, englishCatalogue } from '../../scripts/lib/catalogues.mjs';
import { intlLocales } from '../domain/intl-locales';
import { activateCatalogue, t } from './i18n';

const FORMS = '{n, plural, one {one:#} other {other:#}}';
const inLanguage = (language: string) => activateCatalogue(language, { 'map.filters.count': compileMessage(FORMS) } as never);
const forms = (...counts: number[]) => counts.map((n) => t('map.filters.count', { n }));

afterAll(() => {
  const english = englishCatalogue();
  activateCatalogue('en', compiledMessages(english, english) as never);
});

describe.each([
  ['en', ['other:0', 'one:1', 'other:2', 'other:21']],
  ['zu', ['one:0', 'one:1', 'other:2', 'other:21']],
  ['xh', ['other:0', 'one:1', 'other:2', 'other:21']],
  ['af', ['other:0', 'one:1', 'other:2', 'other:21']],
])('plural forms in %s', (language, expected) => {
  it('choose one and other as the language counts', () => {
    inLanguage(language);
    expect(forms(0, 1, 2, 21)).toEqual(expected);
  });

  it('have the language in the Intl data of this runtime, or fall back to South African English', () => {
    const resolved = new Intl.PluralRules(intlLocales(language)).resolvedOptions().locale;
    expect([`${language}-ZA`, language, 'en-ZA']).toContain(resolved);
  });
});

it('write counts with the language’s grouping: South African English as before', () => {
  inLanguage('en');
  expect(forms(12345)).toEqual(['other:12\u00a0345']);
});
