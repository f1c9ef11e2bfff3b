/**
 * What a downloaded file says about one report ("Download what you see", issue
 * 16): the public fields of the map index and nothing else. The index also
 * holds the reporter's uid and who voted; those never leave the site this way,
 * and the reporter's public name is not in the index (a whole report would
 * have to be read for it), so no name goes either.
 */
import type { MapProblem } from '../model';

/**
 * The fields of each exported report, in file order (the CSV header, the GeoJSON properties).
 * `municipality` and `ward` are the codes of the 2020 demarcation the server placed it in
 * (docs/boundaries.md), empty for a report in no ward.
 */
export const EXPORT_FIELDS = ['id', 'type', 'status', 'latitude', 'longitude', 'municipality', 'ward', 'created', 'resolved', 'link'] as const;

export type ExportField = (typeof EXPORT_FIELDS)[number];

/** One report as exported. Times are ISO 8601 in UTC; null where the index does not know. */
export interface ExportRecord {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly municipality: string | null;
  readonly ward: string | null;
  readonly created: string | null;
  readonly resolved: string | null;
  /** Where the report opens on the site (its share link). */
  readonly link: string;
}

/** The address of a report on the site, given its id (the caller knows the origin). */
export type ReportLink = (id: string) => string;

/** Epoch milliseconds as ISO 8601 UTC (`2026-11-20T08:15:00.000Z`). */
function isoUtc(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** The public fields of a report from the map index. */
export function exportRecord(problem: MapProblem, link: ReportLink): ExportRecord {
  return {
    id: problem.id,
    type: problem.type,
    status: problem.status,
    latitude: problem.coordinates?.latitude ?? null,
    longitude: problem.coordinates?.longitude ?? null,
    municipality: problem.municipality ?? null,
    ward: problem.ward ?? null,
    created: isoUtc(problem.createdAt),
    resolved: isoUtc(problem.resolvedAt),
    link: link(problem.id),
  };
}
