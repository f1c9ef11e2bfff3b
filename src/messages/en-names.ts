/**
 * The English words the report guard still writes into a report's `reportedBy` for a reporter
 * without a public name (functions/src/projection.ts; `reportedBy` belongs to the Android app's report
 * format, so it keeps its form). `publicProfiles` stores no words: a nameless profile's name is null. The site
 * never shows them as stored: `storedNameLabel` (problem-words.ts) puts the reader's
 * language's words (names.* in the catalogue) in their place, for old and new data alike.
 * It imports nothing, so a function bundles these words and not the site's catalogue.
 */
export const nameMessages = {
  user: 'User',
  anonymous: 'Anonymous',
  anonymousUser: 'Anonymous User',
  unknownUser: 'Unknown User',
};
