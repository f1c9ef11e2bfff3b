/**
 * The placer (a Flatbush index and our own even-odd test) against a brute force written
 * differently: every ward tested with @turf/boolean-point-in-polygon, on 10,000 seeded random
 * points over South Africa and its neighbours, and on a point in each ward's holes. Same file,
 * same rule (the first ward holding the point decides), so the answers must be identical. Only a
 * point exactly on a border may differ (turf counts it inside both sides), and a random point
 * lands there with probability nil. The phone's municipality locator is checked the same way.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePolygons, type MunicipalitiesFile, type WardsFile } from './boundary-file';
import municipalitiesJson from './data/municipalities.json';
import wardsJson from './data/wards.json';
import { createMunicipalityLocator } from './municipality-locator';
import { createPlacer, type Place } from './placer';

const municipalities = municipalitiesJson as MunicipalitiesFile;
const wards = wardsJson as WardsFile;
/** What turf tests against: a GeoJSON polygon feature. */
type Shape = Parameters<typeof booleanPointInPolygon>[1];
const POINTS = 10_000;
/** A box around South Africa, Lesotho, eSwatini and the sea off both coasts. */
const BOX = { south: -35.5, north: -21.5, west: 15.5, east: 33.5 };

/** An area's polygons as GeoJSON features with their bounding box (turf skips a point outside it). */
function geoJsonOf(encoded: MunicipalitiesFile['municipalities'][number]['polygons'], scale: number): Shape[] {
  return decodePolygons(encoded, scale).map((polygon) => {
    const coordinates = polygon.map((ring) => {
      const points: [number, number][] = [];
      for (let i = 0; i < ring.length; i += 2) points.push([ring[i]!, ring[i + 1]!]);
      return [...points, points[0]!];
    });
    const xs = coordinates[0]!.map((p) => p[0]);
    const ys = coordinates[0]!.map((p) => p[1]);
    const bbox: [number, number, number, number] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    return { type: 'Feature', bbox, properties: {}, geometry: { type: 'Polygon', coordinates } } satisfies Shape;
  });
}

/** The first of `areas` whose outline holds `point`, by turf, testing every one; and how many hold it. */
function bruteForce<T>(areas: readonly { area: T; shapes: Shape[] }[], point: [number, number]): { first: T | null; holders: number } {
  const holders = areas.filter(({ shapes }) => shapes.some((shape) => booleanPointInPolygon(point, shape)));
  return { first: holders[0]?.area ?? null, holders: holders.length };
}

describe('the placer against a brute force over every polygon', () => {
  const place = createPlacer(wards);
  const locate = createMunicipalityLocator(municipalities);
  const wardAreas = wards.wards.map((ward) => ({ area: ward, shapes: geoJsonOf(ward.polygons, wards.scale) }));
  const municipalityAreas = municipalities.municipalities.map((m) => ({ area: m, shapes: geoJsonOf(m.polygons, municipalities.scale) }));
  const expectedPlace = (point: [number, number]): Place | null => {
    const ward = bruteForce(wardAreas, point).first;
    return ward ? { municipality: ward.municipality, ward: ward.code } : null;
  };

  it(`gives the same answer for ${POINTS.toLocaleString('en')} random points, as does the phone's municipality locator`, () => {
    // fast-check's seeded generator, without its bias toward edge values (fc.noBias): the same
    // 10,000 points, spread evenly over the box, on every run.
    const fraction = fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })).map((n) => n / 2 ** 31);
    const points = fc.sample(fc.tuple(fraction, fraction), { seed: 39, numRuns: POINTS });
    const tally = { inAWard: 0, nowhere: 0, inTwoAreas: 0, phoneDisagrees: 0 };
    const differences: string[] = [];
    for (const [south, west] of points) {
      const latitude = BOX.south + south * (BOX.north - BOX.south);
      const longitude = BOX.west + west * (BOX.east - BOX.west);
      const point: [number, number] = [longitude, latitude];
      const ward = bruteForce(wardAreas, point);
      const municipality = bruteForce(municipalityAreas, point);
      const expected = ward.first ? { municipality: ward.first.municipality, ward: ward.first.code } : null;
      const got = place(latitude, longitude);
      if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`placer at ${latitude},${longitude}: ${JSON.stringify(got)}, brute force ${JSON.stringify(expected)}`);
      const located = locate(latitude, longitude)?.code ?? null;
      if (located !== (municipality.first?.code ?? null)) differences.push(`locator at ${latitude},${longitude}: ${located}, brute force ${municipality.first?.code}`);
      tally[expected ? 'inAWard' : 'nowhere'] += 1;
      if (ward.holders > 1 || municipality.holders > 1) tally.inTwoAreas += 1;
      if (located !== (expected?.municipality ?? null)) tally.phoneDisagrees += 1;
    }
    expect(differences).toEqual([]);
    // The outlines do not overlap, and the test is not vacuous: about half the box is South Africa.
    expect(tally.inTwoAreas).toBe(0);
    expect(tally.inAWard).toBeGreaterThan(POINTS * 0.35);
    expect(tally.nowhere).toBeGreaterThan(POINTS * 0.35);
    // The phone's coarser outlines name another municipality (or none) for about 1% of points in South Africa.
    expect(tally.phoneDisagrees).toBeLessThan(tally.inAWard * 0.03);
    console.log(`placer reference: ${JSON.stringify(tally)}`);
  }, 180_000);

  // Random points almost never fall in the wards' 43 holes (most are small): try one in each.
  it("gives the same answer in every ward's holes", () => {
    const scale = wards.scale;
    let inHoles = 0;
    for (const ward of wards.wards) {
      for (const [, ...holes] of decodePolygons(ward.polygons, scale)) {
        for (const hole of holes) {
          // The mean of the hole's corners: inside it for all but a strongly concave hole.
          let x = 0;
          let y = 0;
          for (let i = 0; i < hole.length; i += 2) {
            x += hole[i]!;
            y += hole[i + 1]!;
          }
          const point: [number, number] = [x / (hole.length / 2), y / (hole.length / 2)];
          const expected = expectedPlace(point);
          expect(place(point[1], point[0]), `${ward.code}'s hole at ${point.join(',')}`).toEqual(expected);
          if (expected?.ward !== ward.code) inHoles += 1;
        }
      }
    }
    expect(inHoles).toBeGreaterThan(30);
  }, 60_000);
});
