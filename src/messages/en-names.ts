/**
 * The English words the Cloud Functions still write for a person without a public name
 * (functions/src/projection.ts, into `publicProfiles` and reports' `reportedBy`). The site
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
