/**
 * Whether an error means a piece of the site's code could not be loaded: after
 * an update, a tab opened on the old version asks for chunks (/assets/*.js)
 * the server no longer has. Hosting answers 404 (firebase.json does not send
 * index.html for /assets/**), and the browser words the failed import its own
 * way; the page then offers a reload instead of breaking.
 */
const MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preload
  'Failed to load module script', // a wrong MIME type
];

export function isMissingCodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MESSAGES.some((text) => message.includes(text));
}
