/**
 * The sweeps that open every route in every language, or run axe in every language and colour
 * scheme, are most of the browser tests' time. CI runs a share of each that still reaches every
 * route and every language (an English walk of every route, then the other languages taking the
 * routes in turns); `E2E_FULL=1` (README, "Other scripts") runs each sweep whole.
 */
export const FULL_RUN = process.env.E2E_FULL === '1';

/** Every `parts`-th item of `list` from the `part`-th on (the whole list in a full run): `parts` calls with part 0…parts-1 cover it once. */
export function inTurn<T>(list: readonly T[], part: number, parts: number): readonly T[] {
  return FULL_RUN ? list : list.filter((_, i) => i % parts === part % parts);
}
