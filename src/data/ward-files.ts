/**
 * One municipality's ward outlines, for "My ward" (docs/boundaries.md §"On the map"): the phone
 * has no ward outlines (issue 39: they go to a phone only when it asks), so this fetches the
 * one small file of the municipality the visitor is in, `/data/wards/{CODE}.json`, which the
 * build splits from the server's wards.json (scripts/lib/vite-ward-files.mjs). Not precached:
 * the service worker keeps the files fetched, so a second "My ward" works offline. The position
 * is matched on the phone; only the municipality's code is in the request.
 */
import { isMunicipalityCode } from '../domain/places/place-codes';

/** Where a municipality's ward file is served (emitted by the build, answered by the dev server too). */
export function wardFileUrl(municipality: string): string {
  if (!isMunicipalityCode(municipality)) throw new Error(`Not a municipality code: ${municipality}`);
  return `/data/wards/${municipality}.json`;
}

/** The file's parsed JSON, untrusted (createPlacer checks its format), or a rejection saying why it could not be had. */
export async function fetchWardFile(municipality: string): Promise<unknown> {
  const response = await fetch(wardFileUrl(municipality));
  if (!response.ok) throw new Error(`the ward file of ${municipality} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
