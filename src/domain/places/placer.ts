/**
 * Which municipality and ward a report is in, from its position: the placer the Cloud Functions,
 * the seeding and the index rebuild share (docs/boundaries.md). Pure: it is handed the wards file
 * (boundary-file.ts) and keeps the decoded outlines in memory.
 */
import { BOUNDARY_FORMAT, decodePolygons, type MunicipalitiesFile, type WardsFile } from './boundary-file';
import { PolygonIndex } from './polygon-index';

export interface Place {
  /** The municipality's code, `CPT`. */
  readonly municipality: string;
  /** The ward's eight-digit code, `19100115`. */
  readonly ward: string;
}

/** Gives the place of a position, or null outside every ward (at sea, Lesotho, eSwatini, no position). */
export type Placer = (latitude: unknown, longitude: unknown) => Place | null;

/**
 * Builds the placer from the wards file, once per process. Throws only for a file of another format.
 *
 * The ward decides, and the municipality is the ward's: the two codes always agree. The
 * municipalities' own outlines (the phone's file) are simplified separately and more coarsely,
 * and reach across borders the wards do not (Maseru, in Lesotho, is inside Mantsopa's), so the
 * server never places by them.
 */
export function createPlacer(wards: WardsFile): Placer {
  assertFormat(wards);
  const index = new PolygonIndex(wards.wards.map((ward) => decodePolygons(ward.polygons, wards.scale)));
  return (latitude, longitude) => {
    const point = pointOf(latitude, longitude);
    const ward = point ? wards.wards[index.find(point[0], point[1])] : undefined;
    return ward ? { municipality: ward.municipality, ward: ward.code } : null;
  };
}

/** Throws for a file another version of the script made: it would place every report wrongly. */
export function assertFormat(file: WardsFile | MunicipalitiesFile): void {
  if (file.format !== BOUNDARY_FORMAT) throw new Error(`Boundary file format ${String(file.format)}, expected ${BOUNDARY_FORMAT}`);
}

/** [x, y] for a latitude and longitude that are numbers in range; null for NaN, strings, nothing. */
export function pointOf(latitude: unknown, longitude: unknown): [number, number] | null {
  const valid = typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? [longitude, latitude] : null;
}
