/**
 * The committed boundary files (src/domain/places/data, made by `npm run boundaries` from the
 * Municipal Demarcation Board's 2020 demarcation as simplified by OpenUp; docs/boundaries.md) and
 * how their outlines are read. A ring is stored as integers, degrees × `scale`: the first point in
 * full, then each point as the difference from the one before, x (longitude) before y (latitude).
 */
import type { FlatPolygon, FlatRing } from './point-in-polygon';

export const BOUNDARY_FORMAT = 'mzansi-fix-boundaries/1';

/** A Polygon or MultiPolygon: polygons, each an outer ring then its holes, each ring delta-encoded. */
export type EncodedPolygons = readonly (readonly (readonly number[])[])[];

interface BoundaryFileHead {
  readonly format: string;
  /** The line the data's terms ask to be shown wherever the boundaries are. */
  readonly credit: string;
  /** Stored coordinates are degrees × scale. */
  readonly scale: number;
}

export interface Province {
  readonly code: string;
  readonly name: string;
}

export interface District {
  readonly code: string;
  readonly name: string;
  readonly province: string;
}

export interface Municipality {
  /** The MDB's code: `CPT`, `WC011`. */
  readonly code: string;
  readonly name: string;
  readonly province: string;
  readonly district: string;
  readonly polygons: EncodedPolygons;
}

export interface Ward {
  /** Eight digits: `19100115`. */
  readonly code: string;
  readonly municipality: string;
  readonly polygons: EncodedPolygons;
}

/** The phone's file: everything the board and the municipality filter need. */
export interface MunicipalitiesFile extends BoundaryFileHead {
  readonly provinces: readonly Province[];
  readonly districts: readonly District[];
  readonly municipalities: readonly Municipality[];
}

/** The server's file: ward outlines never go to a phone. */
export interface WardsFile extends BoundaryFileHead {
  readonly wards: readonly Ward[];
}

/**
 * One stored ring as degrees. Returns null for anything that is not a list of at least three
 * integer pairs, so a damaged record is left out rather than placing points wrongly.
 */
export function decodeRing(encoded: unknown, scale: number): FlatRing | null {
  if (!Array.isArray(encoded) || encoded.length < 6 || encoded.length % 2 !== 0) return null;
  const ring = new Float64Array(encoded.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    const dx: unknown = encoded[i];
    const dy: unknown = encoded[i + 1];
    if (!Number.isInteger(dx) || !Number.isInteger(dy)) return null;
    x += dx as number;
    y += dy as number;
    ring[i] = x / scale;
    ring[i + 1] = y / scale;
  }
  return ring;
}

/** A feature's polygons as degrees; a polygon whose outer ring cannot be read is left out, as is an unreadable hole. */
export function decodePolygons(encoded: unknown, scale: number): FlatPolygon[] {
  if (!Array.isArray(encoded)) return [];
  const polygons: FlatPolygon[] = [];
  for (const polygon of encoded) {
    if (!Array.isArray(polygon)) continue;
    const [outer, ...holes] = polygon.map((ring) => decodeRing(ring, scale));
    if (!outer) continue;
    polygons.push([outer, ...holes.filter((hole): hole is FlatRing => hole !== null)]);
  }
  return polygons;
}
