import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleProblem } from '../sample-problem';
import { exportRecord } from './export-record';
import { capeTownLeak, mapProblems, testLink as link } from './export-samples';
import { reportsGeoJson, reportsGeoJsonText } from './reports-geojson';

describe('reportsGeoJson', () => {
  it('makes a FeatureCollection of Points in [longitude, latitude] order with the public fields as properties', () => {
    expect(reportsGeoJson([{ ...capeTownLeak, resolvedAt: null }], link)).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'p-0001',
          geometry: { type: 'Point', coordinates: [18.4241, -33.9249] },
          properties: {
            id: 'p-0001',
            type: 'Water Leak',
            status: 'Resolved',
            municipality: 'CPT',
            ward: '19100077',
            created: '2026-11-20T08:15:00.000Z',
            resolved: null,
            link: 'https://mzansifix.example/map?problem=p-0001',
          },
        },
      ],
    });
  });

  it('never writes a reporter or voter uid', () => {
    const problem = sampleProblem('p-3', { reportedByUserId: 'u-secret-reporter', deniedBy: [{ userId: 'u-secret-voter', at: 1 }] });
    expect(reportsGeoJsonText([problem], link)).not.toContain('u-secret');
  });

  it('keeps a report without a position, as an unlocated Feature (null geometry)', () => {
    const { features } = reportsGeoJson([sampleProblem('p-2')], link);
    expect(features).toHaveLength(1);
    expect(features[0]!.geometry).toBeNull();
  });

  it('is valid RFC 7946 for any reports: no crs, positions in range, longitude first, public fields only (property)', () => {
    fc.assert(
      fc.property(mapProblems, (problems) => {
        const text = reportsGeoJsonText(problems, link);
        expect(text.startsWith('\uFEFF')).toBe(false);
        const parsed = JSON.parse(text) as ReturnType<typeof reportsGeoJson>;
        expect(Object.keys(parsed).sort()).toEqual(['features', 'type']);
        expect(parsed.type).toBe('FeatureCollection');
        expect(parsed.features.map((feature) => feature.id)).toEqual(problems.map((problem) => problem.id));
        problems.forEach((problem, i) => {
          const feature = parsed.features[i]!;
          expect(Object.keys(feature).sort()).toEqual(['geometry', 'id', 'properties', 'type']);
          const { latitude, longitude, ...properties } = exportRecord(problem, link);
          expect(feature.properties).toEqual(properties);
          if (problem.coordinates === null) {
            expect(feature.geometry).toBeNull();
          } else {
            const [lon, lat] = feature.geometry!.coordinates;
            expect(feature.geometry!.type).toBe('Point');
            expect(lon === longitude && lat === latitude).toBe(true);
            expect(Math.abs(lon)).toBeLessThanOrEqual(180);
            expect(Math.abs(lat)).toBeLessThanOrEqual(90);
          }
        });
      }),
    );
  });
});
