/**
 * Finds the visitor's municipality and ward on the phone (issue 39, "My municipality" and "My
 * ward"): the position from the browser, matched against the phone's own municipalities file
 * and, for the ward, the one municipality's ward file (src/data/ward-files.ts). The position is
 * never sent anywhere; the only request it leads to names a municipality.
 */
import { fetchMunicipalitiesFile } from '../../data/municipalities-file';
import { fetchWardFile } from '../../data/ward-files';
import type { GeoBounds } from '../../domain/map-view/map-counts';
import type { Coordinates } from '../../domain/model';
import { decodePolygons, type MunicipalitiesFile, type WardsFile } from '../../domain/places/boundary-file';
import { createMunicipalityLocator } from '../../domain/places/municipality-locator';
import { outlineBounds } from '../../domain/places/outline-bounds';
import { createPlacer } from '../../domain/places/placer';
import { readPosition, type PositionFailure } from '../location/read-position';

/** Why a place could not be found, each with its own message on the map. */
export type PlaceFailure = PositionFailure | 'outside' | 'boundaries' | 'noWard';

export type PlaceAnswer<T> =
  | { readonly ok: true; readonly value: T }
  /** `municipality`: for `noWard`, the municipality the phone found the visitor in. */
  | { readonly ok: false; readonly reason: PlaceFailure; readonly municipality?: string };

interface Outlines {
  readonly locate: (latitude: number, longitude: number) => string | null;
  readonly bounds: (code: string) => GeoBounds | null;
}

let outlines: Promise<Outlines> | null = null;

/** The municipalities' outlines, read once per page; a failure is not kept, so the next tap tries again. */
export function loadOutlines(): Promise<Outlines> {
  outlines ??= fetchMunicipalitiesFile()
    .then((json) => {
      const file = json as MunicipalitiesFile;
      const locate = createMunicipalityLocator(file);
      const boxes = new Map<string, GeoBounds | null>();
      return {
        locate: (latitude: number, longitude: number) => locate(latitude, longitude)?.code ?? null,
        bounds: (code: string) => {
          if (!boxes.has(code)) {
            const municipality = file.municipalities.find((m) => m.code === code);
            boxes.set(code, municipality ? outlineBounds(decodePolygons(municipality.polygons, file.scale)) : null);
          }
          return boxes.get(code) ?? null;
        },
      };
    })
    .catch((error: unknown) => {
      outlines = null;
      throw error;
    });
  return outlines;
}

export interface FoundMunicipality {
  readonly position: Coordinates;
  readonly municipality: string;
}

/** The municipality the visitor stands in. */
export async function findMyMunicipality(): Promise<PlaceAnswer<FoundMunicipality>> {
  // A fresh fix, as My Location takes: a visitor who has moved on is placed where they are now.
  const position = await readPosition(0);
  if (!position.ok) return position;
  let found: Outlines;
  try {
    found = await loadOutlines();
  } catch (error) {
    console.warn('The municipalities file could not be read:', error);
    return { ok: false, reason: 'boundaries' };
  }
  const municipality = found.locate(position.value.latitude, position.value.longitude);
  return municipality ? { ok: true, value: { position: position.value, municipality } } : { ok: false, reason: 'outside' };
}

export interface FoundWard extends FoundMunicipality {
  readonly ward: string;
  /** The box around the ward's outline, for the map to show it whole. */
  readonly bounds: GeoBounds | null;
}

/**
 * The ward the visitor stands in: their municipality first, then that municipality's ward file.
 * Near a border the phone's coarser municipality outline may name the neighbour, whose wards then
 * hold no match: that is `noWard`, not a wrong ward.
 */
export async function findMyWard(): Promise<PlaceAnswer<FoundWard>> {
  const here = await findMyMunicipality();
  if (!here.ok) return here;
  let file: WardsFile;
  try {
    file = (await fetchWardFile(here.value.municipality)) as WardsFile;
  } catch (error) {
    console.warn('The ward file could not be read:', error);
    return { ok: false, reason: 'boundaries' };
  }
  const { latitude, longitude } = here.value.position;
  let place;
  try {
    place = createPlacer(file)(latitude, longitude);
  } catch (error) {
    console.warn('The ward file is not one this version reads:', error);
    return { ok: false, reason: 'boundaries' };
  }
  if (!place) return { ok: false, reason: 'noWard', municipality: here.value.municipality };
  const ward = file.wards.find((w) => w.code === place.ward);
  return { ok: true, value: { ...here.value, ward: place.ward, bounds: ward ? outlineBounds(decodePolygons(ward.polygons, file.scale)) : null } };
}
