/**
 * Google's popup machinery for Firebase Auth, on its own so that it is imported
 * only by the "continue with Google" action (see firebase-auth.ts): using it
 * loads apis.google.com/js/api.js and an iframe, which no other visit needs.
 */
export { browserPopupRedirectResolver } from 'firebase/auth';
