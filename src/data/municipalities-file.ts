/**
 * The phone's boundary file (`municipalities.json`: provinces, municipalities, their outlines;
 * docs/boundaries.md §2), fetched as a file of its own when a page needs it (the board, a
 * municipality's page, later the map's municipality filter), never bundled with the first
 * page. Vite emits it under a hashed name; the service worker precaches it with the shell
 * (vite.config.ts), so it is there offline after one visit. One fetch per page load, shared by
 * every caller; a failure is not kept, so the next caller tries again.
 */
import fileUrl from '../domain/places/data/municipalities.json?url';

let pending: Promise<unknown> | null = null;

/** The file's parsed JSON, untrusted (read it with the domain's readers), or a rejection saying why it could not be had. */
export function fetchMunicipalitiesFile(): Promise<unknown> {
  pending ??= fetch(fileUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`the municipalities file answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
