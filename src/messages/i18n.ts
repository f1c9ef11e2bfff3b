/**
 * The site's translator: Lingui's runtime holding the active language's catalogue,
 * precompiled at build time (scripts/lib/vite-catalogues.mjs), so no ICU parser ships.
 * `t(id, values)` is checked against the English catalogue by the type checker
 * (message-ids.ts): an unknown id, or a message's values missing or misnamed, does not
 * compile. Numbers, plurals and dates inside messages follow the active language through
 * `Intl` (intl-locales.ts says what happens where the browser lacks the language).
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { PRODUCT_NAME } from '../domain/constants';
import { intlLocales } from '../domain/intl-locales';
import { DEFAULT_LANGUAGE } from '../domain/language-choice';
import { MESSAGE_LISTS, type MessageValues } from './message-ids';

export type MessageId = keyof MessageValues;
export type ListId = keyof typeof MESSAGE_LISTS;
/** The ids of messages that take no values: what a table of ids holds for `t(table[key])`. */
export type TextId = { [K in MessageId]: keyof MessageValues[K] extends never ? K : never }[MessageId];
/** A catalogue as the build compiles it: id -> Lingui's compiled message. */
export type CompiledCatalogue = Messages;
type Values = Readonly<Record<string, string | number>>;
/** No second argument for a message without values; the exact values otherwise. */
type ValuesOf<Id extends MessageId> = keyof MessageValues[Id] extends never ? [] : [MessageValues[Id]];
/** The lists whose items are messages themselves (not groups such as a step's title and body). */
type TextList = { [L in ListId]: `${L}.1` extends MessageId ? L : never }[ListId];

const i18n = setupI18n();
/** Values every message may use; no caller passes them. */
const GLOBAL_VALUES = { product: PRODUCT_NAME };

/** Makes `catalogue` the active language's. Until the first call, `t` throws. */
export function activateCatalogue(language: string, catalogue: CompiledCatalogue): void {
  i18n.loadAndActivate({ locale: language, locales: intlLocales(language), messages: catalogue });
}

/** The active language's code (`en`, `zu`, …); English before any is active. */
export function activeLanguage(): string {
  return i18n.locale || DEFAULT_LANGUAGE;
}

/** Message `id` in one language, with its values. */
export type Translate = <Id extends MessageId>(id: Id, ...values: ValuesOf<Id>) => string;

function translatorOf(instance: I18n): Translate {
  return (id, ...values) => instance._(id, { ...GLOBAL_VALUES, ...values[0] });
}

/** The text of message `id` in the active language. */
export const t: Translate = translatorOf(i18n);

/** A translator for `catalogue`'s language beside the active one (English words for speech without a voice). */
export function separateTranslator(language: string, catalogue: CompiledCatalogue): Translate {
  const instance = setupI18n();
  instance.loadAndActivate({ locale: language, locales: intlLocales(language), messages: catalogue });
  return translatorOf(instance);
}

/** The texts of a numbered list (`<list>.1`, `<list>.2`, …), in order. */
export function tList(list: TextList, values?: Values): string[] {
  return MESSAGE_LISTS[list].map((n) => i18n._(`${list}.${n}`, { ...GLOBAL_VALUES, ...values }));
}

/** True when `id` names a message (for ids built from stored keys). */
export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id);
}
