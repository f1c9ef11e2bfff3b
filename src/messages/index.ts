/** The active messages catalogue. One language today; a second is a new file beside en.ts. */
export { en as messages } from './en';
export type { Messages } from './en';
