/**
 * The words that stand in for a person's name (docs/product-behaviour.md §3.5). Part of
 * the English catalogue in en.ts, and the one part the Cloud Functions read
 * (functions/src/projection.ts): they write these words into `publicProfiles` and into
 * reports' `reportedBy`, so the site and the server must say the same. It imports
 * nothing, so a function bundles these four words and not the site's whole catalogue.
 */
export const nameMessages = {
  user: 'User',
  anonymous: 'Anonymous',
  anonymousUser: 'Anonymous User',
  unknownUser: 'Unknown User',
};
