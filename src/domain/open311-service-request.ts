/**
 * A parsed Problem as an Open311 service request: every field of the standard
 * the site holds, and nothing about who reported it (no user id, no name, no
 * votes). The site keeps no edit time, so `updated_datetime` is the latest time
 * it knows of: the resolution, else the report. The municipal reference goes
 * out twice: as `service_notice` for Open311 clients that show it, and raw as
 * the extension `municipal_reference` for those that file it. `agency_responsible`
 * is the municipality the server placed the report in (docs/boundaries.md), and the
 * extensions `municipality` and `ward` give the codes of that place.
 */
import type { Problem } from './model';
import { isResolved } from './problem-status';
import { isSafeUrl } from './safe-url';
import type { Open311Status } from './open311-requests-query';
import { serviceCodeOf } from './open311-service-codes';
import { formatSastDateTime } from './w3c-datetime';

export interface Open311Request {
  readonly service_request_id: string;
  readonly status: Open311Status;
  /** The site's own status word (Active, Resolved or the third one), which open/closed folds together. */
  readonly status_notes: string | null;
  readonly service_name: string | null;
  readonly service_code: string | null;
  readonly description: string;
  readonly service_notice: string | null;
  readonly requested_datetime: string | null;
  readonly updated_datetime: string | null;
  readonly address: string | null;
  readonly lat: number | null;
  readonly long: number | null;
  readonly media_url: string | null;
  readonly municipal_reference: string | null;
  readonly agency_responsible: string | null;
  readonly municipality: string | null;
  readonly ward: string | null;
}

/**
 * The request for `problem`; photo paths on the site are made absolute on `siteOrigin` (e.g.
 * "https://mzansifix.co.za"); `municipalityName` names the municipality it was placed in.
 */
export function toOpen311Request(problem: Problem, siteOrigin: string, municipalityName: (code: string) => string | null): Open311Request {
  const updated = latest(problem.createdAt, problem.resolvedAt);
  return {
    service_request_id: problem.id,
    status: isResolved(problem.status) ? 'closed' : 'open',
    status_notes: problem.status || null,
    service_name: problem.type || null,
    service_code: serviceCodeOf(problem.type),
    description: problem.description,
    service_notice: problem.municipalReference === null ? null : `Municipal reference: ${problem.municipalReference}`,
    requested_datetime: problem.createdAt === null ? null : formatSastDateTime(problem.createdAt),
    updated_datetime: updated === null ? null : formatSastDateTime(updated),
    address: problem.streetAddress || null,
    lat: problem.coordinates?.latitude ?? null,
    long: problem.coordinates?.longitude ?? null,
    media_url: firstPhotoUrl(problem, siteOrigin),
    municipal_reference: problem.municipalReference,
    agency_responsible: problem.municipality ? (municipalityName(problem.municipality) ?? problem.municipality) : null,
    municipality: problem.municipality ?? null,
    ward: problem.ward ?? null,
  };
}

/** The first photo the site itself would show, as an absolute URL. */
function firstPhotoUrl(problem: Problem, siteOrigin: string): string | null {
  const photo = problem.photos.find(({ url }) => isSafeUrl(url, siteOrigin));
  if (!photo) return null;
  return photo.url.startsWith('/') ? `${siteOrigin}${photo.url}` : photo.url;
}

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}
