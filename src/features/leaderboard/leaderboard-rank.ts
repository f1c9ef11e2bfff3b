/**
 * What the table and the phone list share about one place on the board: its
 * rank and whether it is one of the highlighted top three
 * (docs/product-behaviour.md §2.6), so both renderings mark the same rows.
 */

/** How many places at the top of the board stand out. */
const HIGHLIGHTED_PLACES = 3;

/** The class of the row at `index` (0-based): `top top-1` … `top top-3`, or none further down. */
export function placeClassName(index: number): string | undefined {
  return index < HIGHLIGHTED_PLACES ? `top top-${index + 1}` : undefined;
}
