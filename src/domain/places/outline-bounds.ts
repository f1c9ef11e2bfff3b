/**
 * Where the map goes when the visitor chooses a municipality: the box around its outline (from
 * the phone's boundary file) and the centre and zoom that show that box whole on a screen of a
 * given size, in the Web Mercator projection every provider draws in. Pure.
 */
import type { Coordinates } from '../model';
import type { GeoBounds } from '../map-view/map-counts';
import type { FlatPolygon } from './point-in-polygon';
import { boundingBox } from './polygon-index';

/** The box around an area's outline, or null for no outline. */
export function outlineBounds(polygons: readonly FlatPolygon[]): GeoBounds | null {
  const box = boundingBox(polygons);
  return box ? { west: box[0], south: box[1], east: box[2], north: box[3] } : null;
}

const TILE_PX = 256;
/** Never closer than a street, never wider than the country: a one-ward outline or a damaged box stays readable. */
export const FIT_MIN_ZOOM = 5;
export const FIT_MAX_ZOOM = 16;

/** Web Mercator y of a latitude, as a fraction of the world's height's radians. */
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/**
 * The centre and whole zoom that show `bounds` inside a `width` × `height` pixel view (the
 * largest zoom at which the box fits both ways), between FIT_MIN_ZOOM and FIT_MAX_ZOOM.
 */
export function focusForBounds(bounds: GeoBounds, width: number, height: number): { center: Coordinates; zoom: number } {
  const spanX = Math.max(bounds.east - bounds.west, 1e-9) / 360;
  const spanY = Math.max(mercatorY(bounds.north) - mercatorY(bounds.south), 1e-9) / (2 * Math.PI);
  const fit = Math.min(Math.log2(Math.max(width, 1) / TILE_PX / spanX), Math.log2(Math.max(height, 1) / TILE_PX / spanY));
  const zoom = Math.min(FIT_MAX_ZOOM, Math.max(FIT_MIN_ZOOM, Math.floor(Number.isFinite(fit) ? fit : FIT_MIN_ZOOM)));
  const centreY = (mercatorY(bounds.north) + mercatorY(bounds.south)) / 2;
  const latitude = (2 * Math.atan(Math.exp(centreY)) - Math.PI / 2) * (180 / Math.PI);
  return { center: { latitude, longitude: (bounds.west + bounds.east) / 2 }, zoom };
}
