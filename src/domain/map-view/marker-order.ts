/**
 * The order the keyboard visits the map's markers in: nearest first when the person's
 * location is known, otherwise as a page is read, top-left to bottom-right, in bands
 * (markers at nearly the same height count as one row, so the order does not zigzag).
 * Pure: the map layer gives each marker's place on screen and distance.
 */

export interface MarkerPlace {
  /** Pixels from the map's left and top edges. */
  readonly x: number;
  readonly y: number;
  /** From the person's location; null when it is not known. */
  readonly distanceKm: number | null;
}

/** The height of a reading row, in pixels: about a marker's height. */
export const READING_BAND_PX = 48;

/** The indices of `places` in keyboard order. */
export function keyboardOrder(places: readonly MarkerPlace[]): number[] {
  const band = (place: MarkerPlace) => Math.floor(place.y / READING_BAND_PX);
  return places
    .map((_, index) => index)
    .sort((a, b) => {
      const [p, q] = [places[a]!, places[b]!];
      if (p.distanceKm !== null && q.distanceKm !== null && p.distanceKm !== q.distanceKm) return p.distanceKm - q.distanceKm;
      return band(p) - band(q) || p.x - q.x || a - b;
    });
}
