/**
 * The version and notes of the version.json this site was built with. While the live file loads
 * (every visit asks it afresh), they are the unseen copy that keeps the place of the version line
 * and of "What's new": the live file almost always says the same, so the button below does not
 * move when it answers, at any width. (Two lines' room for the notes, as before, left the button
 * moving 97 px at 360 px, where the notes take four lines and the version line two.)
 */
import built from '../../../public/version.json';

export const BUILT_VERSION: string = typeof built.version === 'string' ? built.version : '';
export const BUILT_NOTES: string = typeof built.notes === 'string' ? built.notes : '';
