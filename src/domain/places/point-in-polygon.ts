/**
 * The exact test behind the placer: is a point inside a polygon whose rings are flat lists of
 * coordinates ([x0, y0, x1, y1, …], closed implicitly)? A short even-odd (crossing-number) test
 * rather than a library: it reads the placer's decoded rings as they are (no GeoJSON arrays to
 * build for 4,468 wards), and it gives a point on a shared border to exactly one side, which a
 * test that counts boundaries as inside (turf's, the reference in placer.reference.test.ts) does
 * not. Checked against @turf/boolean-point-in-polygon on 10,000 random points.
 */

/** A ring as x, y pairs (longitude, latitude in degrees for the boundaries); the last point joins the first. */
export type FlatRing = Float64Array;
/** An outer ring, then its holes. */
export type FlatPolygon = readonly FlatRing[];

/**
 * True when (x, y) is inside `polygon`: a ray to the east crosses its rings an odd number of
 * times, so a point in a hole (two crossings, outer ring and hole) is outside.
 *
 * The border rule: an edge counts when one end is strictly north of the point and the other is
 * not (half-open in y), and when the crossing is strictly east of the point. Each edge's crossing
 * is worked out from its southern end whichever way the ring runs, so two polygons that share an
 * edge compute the same number to the last bit. Together these give a point on a shared border to
 * exactly one of the two polygons: the one to its east, or, where the border runs exactly
 * east–west, the one to its north (a shared corner goes to the north-eastern polygon).
 */
export function isInsidePolygon(polygon: FlatPolygon, x: number, y: number): boolean {
  let inside = false;
  for (const ring of polygon) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      let ax = ring[i]!;
      let ay = ring[i + 1]!;
      let bx = ring[j]!;
      let by = ring[j + 1]!;
      if (ay > y === by > y) continue;
      if (ay > by) [ax, ay, bx, by] = [bx, by, ax, ay];
      if (x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
    }
  }
  return inside;
}
