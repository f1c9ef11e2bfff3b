/**
 * The 2020 demarcation's names and codes for what the functions write (Open311's
 * `agency_responsible`, the area feeds' titles): the committed boundary files
 * (docs/boundaries.md), read on first use and kept for the process.
 */
import type { MunicipalitiesFile, WardsFile } from '../../src/domain/places/boundary-file';

export interface PlaceNames {
  /** Municipality code → its name. */
  readonly municipalities: ReadonlyMap<string, string>;
  /** Ward code → its municipality's code. */
  readonly wards: ReadonlyMap<string, string>;
  /** The credit line the data asks for wherever it is shown. */
  readonly credit: string;
}

let names: Promise<PlaceNames> | undefined;

/** The names, read on the first call (the wards' file is 1.4 MB; places.ts reads it too for the placer). */
export function loadPlaceNames(): Promise<PlaceNames> {
  names ??= Promise.all([import('../../src/domain/places/data/municipalities.json'), import('../../src/domain/places/data/wards.json')]).then(
    ([municipalities, wards]) => ({
      municipalities: new Map((municipalities.default as MunicipalitiesFile).municipalities.map((m) => [m.code, m.name])),
      wards: new Map((wards.default as WardsFile).wards.map((w) => [w.code, w.municipality])),
      credit: (municipalities.default as MunicipalitiesFile).credit,
    }),
  );
  return names;
}
