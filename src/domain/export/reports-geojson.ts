/**
 * The reports a map shows as RFC 7946 GeoJSON: a FeatureCollection of Points
 * in WGS 84 with [longitude, latitude] order and no `crs` member (RFC 7946
 * section 4 removed it). A report the index has no position for is still
 * listed, as a Feature with a null geometry (RFC 7946 section 3.2, "unlocated"),
 * so the file holds exactly the reports the filters let through.
 */
import type { MapProblem } from '../model';
import { exportRecord, type ReportLink } from './export-record';

export interface ReportPoint {
  readonly type: 'Point';
  /** [longitude, latitude], RFC 7946 section 3.1.1. */
  readonly coordinates: readonly [number, number];
}

export interface ReportFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: ReportPoint | null;
  readonly properties: {
    readonly id: string;
    readonly type: string;
    readonly status: string;
    readonly municipality: string | null;
    readonly ward: string | null;
    readonly created: string | null;
    readonly resolved: string | null;
    readonly link: string;
  };
}

export interface ReportFeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly ReportFeature[];
}

/** The media type RFC 7946 registers. */
export const GEOJSON_MEDIA_TYPE = 'application/geo+json';

/** One report as a Feature; its position is the geometry, the other public fields its properties. */
export function reportFeature(problem: MapProblem, link: ReportLink): ReportFeature {
  const { latitude, longitude, ...properties } = exportRecord(problem, link);
  const geometry: ReportPoint | null =
    latitude === null || longitude === null ? null : { type: 'Point', coordinates: [longitude, latitude] };
  return { type: 'Feature', id: problem.id, geometry, properties };
}

/** The reports as one FeatureCollection, in the order given. */
export function reportsGeoJson(problems: readonly MapProblem[], link: ReportLink): ReportFeatureCollection {
  return { type: 'FeatureCollection', features: problems.map((problem) => reportFeature(problem, link)) };
}

/** The FeatureCollection as the text of a `.geojson` file (UTF-8, no BOM: RFC 8259 forbids one). */
export function reportsGeoJsonText(problems: readonly MapProblem[], link: ReportLink): string {
  return `${JSON.stringify(reportsGeoJson(problems, link))}\n`;
}
