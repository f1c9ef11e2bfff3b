/**
 * "My municipality" on the phone: the municipality whose outline, from the phone's own file
 * (data/municipalities.json), holds a position. Coarser than the server's placer (placer.ts), which
 * goes by wards: within a few hundred metres of a border, or across a national border the
 * simplified outline overreaches, the two may differ (docs/boundaries.md).
 */
import { decodePolygons, type MunicipalitiesFile, type Municipality } from './boundary-file';
import { assertFormat, pointOf } from './placer';
import { PolygonIndex } from './polygon-index';

/** Builds the locator from the municipalities file; throws only for a file of another format. */
export function createMunicipalityLocator(file: MunicipalitiesFile): (latitude: unknown, longitude: unknown) => Municipality | null {
  assertFormat(file);
  const index = new PolygonIndex(file.municipalities.map((m) => decodePolygons(m.polygons, file.scale)));
  return (latitude, longitude) => {
    const point = pointOf(latitude, longitude);
    return (point && file.municipalities[index.find(point[0], point[1])]) ?? null;
  };
}
