/**
 * Unit tests run with the English catalogue active, read from src/locales/en/messages.po
 * and compiled as the build does, so a test compares against the catalogue's own words.
 */
import { compiledMessages, englishCatalogue } from '../../scripts/lib/catalogues.mjs';
import { activateCatalogue } from './i18n';

const english = englishCatalogue();
activateCatalogue('en', compiledMessages(english, english) as never);
