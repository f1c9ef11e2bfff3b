/**
 * The site's English words for the browser tests, by message id: the catalogue
 * src/locales/en/messages.po compiled and rendered as the site does (Lingui, en-ZA
 * numbers), so a test finds a button by the same text a visitor sees.
 */
import { compiledMessages, englishCatalogue } from '../../scripts/lib/catalogues.mjs';
import { activateCatalogue } from '../../src/messages/i18n';

const english = englishCatalogue();
activateCatalogue('en', compiledMessages(english, english) as never);

export { t, tList } from '../../src/messages/i18n';
export { MESSAGE_LISTS } from '../../src/messages/message-ids';
