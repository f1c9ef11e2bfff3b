/**
 * Google's popup machinery for Firebase Auth, on its own so that only the
 * "continue with Google" action imports it (see firebase-auth.ts): it loads
 * apis.google.com/js/api.js and an iframe, which no other visit needs.
 */
export { browserPopupRedirectResolver } from 'firebase/auth';
