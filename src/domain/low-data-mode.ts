/**
 * Low-data mode (issue 16, point 3): whether the site should spend as few bytes
 * as it can (no map tiles, photos only when asked, no prefetch). The browser's
 * hint (`Save-Data`, seen in the page as `navigator.connection.saveData`) turns it
 * on by itself; a choice the user made in the menu wins over the hint, both ways.
 */

/** What the user chose in the menu; `null` when they never chose. */
export type LowDataChoice = 'on' | 'off' | null;

/** Why the mode is what it is: the menu says so beside the switch. */
export type LowDataReason = 'choice' | 'browser' | 'default';

export interface LowDataMode {
  readonly on: boolean;
  readonly reason: LowDataReason;
}

/** The value saved for a choice (localStorage holds strings). */
export const LOW_DATA_STORAGE_VALUES = { on: 'on', off: 'off' } as const;

/** Reads a saved choice back; anything else (an older format, a hand edit, nothing) is no choice. */
export function parseLowDataChoice(raw: string | null | undefined): LowDataChoice {
  if (raw === LOW_DATA_STORAGE_VALUES.on) return 'on';
  if (raw === LOW_DATA_STORAGE_VALUES.off) return 'off';
  return null;
}

/**
 * The mode from the user's choice and the browser's hint. `saveData` is
 * `undefined` where the browser has no Network Information API (Safari,
 * Firefox): that is no hint, so the mode stays off unless chosen.
 */
export function lowDataMode(choice: LowDataChoice, saveData: boolean | undefined): LowDataMode {
  if (choice !== null) return { on: choice === 'on', reason: 'choice' };
  if (saveData === true) return { on: true, reason: 'browser' };
  return { on: false, reason: 'default' };
}
