/**
 * The languages the site offers, for the browser tests: every catalogue in src/locales
 * but English, and each one's words by id, rendered as the site renders them (Lingui with
 * the language's Intl locales), so a test can look for a translated label.
 */
import { setupI18n } from '@lingui/core';
import { compiledMessages, englishCatalogue, readCatalogues, type Catalogue } from '../../scripts/lib/catalogues.mjs';
import { PRODUCT_NAME } from '../../src/domain/constants';
import { intlLocales } from '../../src/domain/intl-locales';
import type { MessageId } from '../../src/messages/i18n';

export const ENGLISH = englishCatalogue();

/** Every language but English that has a catalogue. */
export const TRANSLATIONS: readonly Catalogue[] = readCatalogues().filter((catalogue) => catalogue.code !== ENGLISH.code);

/** Message `id` in `catalogue`'s language (English where it has no translation). */
export function textIn(catalogue: Catalogue, id: MessageId, values: Readonly<Record<string, string | number>> = {}): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: catalogue.code, locales: intlLocales(catalogue.code), messages: compiledMessages(catalogue, ENGLISH) as never });
  return i18n._(id, { product: PRODUCT_NAME, ...values });
}

/**
 * English texts that must not show on a page in `catalogue`'s language: each English
 * message without placeholders whose words the language says differently (or has not
 * translated yet: then English would show). Words a language keeps as they are (GeoJSON,
 * ADB, "Tabler Icons" inside its own sentence) are not English left over, and very short
 * ones match inside others.
 */
export function englishLeftOver(catalogue: Catalogue): { id: string; text: string }[] {
  const own = [...catalogue.messages.values()];
  const found: { id: string; text: string }[] = [];
  for (const [id, text] of ENGLISH.messages) {
    if (/[{}]/u.test(text) || text.length < 12 || !/[a-z]{3}/u.test(text)) continue;
    if (own.some((message) => message.includes(text))) continue;
    found.push({ id, text });
  }
  return found;
}

/**
 * Short English labels (a button, a menu item, a heading: fewer than 12 characters) that
 * must not stand alone in an element on a page in `catalogue`'s language. Checked against
 * whole element texts rather than the page's text, where a short word matches inside others.
 */
export function englishLabelsLeftOver(catalogue: Catalogue): { id: string; text: string }[] {
  const own = new Set(catalogue.messages.values());
  const found: { id: string; text: string }[] = [];
  for (const [id, text] of ENGLISH.messages) {
    if (/[{}]/u.test(text) || text.length >= 12 || !/[a-z]{3}/u.test(text)) continue;
    if (own.has(text)) continue; // the language writes it the same way (a name, an abbreviation)
    found.push({ id, text });
  }
  return found;
}
