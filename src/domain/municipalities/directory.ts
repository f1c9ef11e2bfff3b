/**
 * The names the board and the municipality pages show (issue 39): the provinces and the
 * municipalities of the phone's boundary file (`municipalities.json`, docs/boundaries.md §2),
 * read without their outlines. The file is fetched on its own when a page needs it
 * (src/data/municipalities-file.ts), so it is read here as untrusted JSON: a record that is not
 * a code and a name is left out, and a code the file does not name shows as the code.
 */
import { BOUNDARY_FORMAT } from '../places/boundary-file';

export interface PlaceName {
  readonly code: string;
  readonly name: string;
}

export interface MunicipalityName extends PlaceName {
  /** The province's code (`WC`). */
  readonly province: string;
}

export interface MunicipalityDirectory {
  /** The provinces in the file's order (by code). */
  readonly provinces: readonly PlaceName[];
  readonly municipalities: ReadonlyMap<string, MunicipalityName>;
}

export const EMPTY_DIRECTORY: MunicipalityDirectory = { provinces: [], municipalities: new Map() };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null) : [];
}

/** The directory of a parsed `municipalities.json`, or null when it is not a boundary file of this format. */
export function readMunicipalityDirectory(json: unknown): MunicipalityDirectory | null {
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== BOUNDARY_FORMAT) return null;
  const file = json as { provinces?: unknown; municipalities?: unknown };
  const provinces = records(file.provinces).flatMap(({ code, name }) => (isText(code) && isText(name) ? [{ code, name }] : []));
  const municipalities = new Map<string, MunicipalityName>();
  for (const { code, name, province } of records(file.municipalities)) {
    if (isText(code) && isText(name)) municipalities.set(code, { code, name, province: isText(province) ? province : '' });
  }
  return { provinces, municipalities };
}

/** The name a municipality is shown by: the file's, else its code. */
export function municipalityName(directory: MunicipalityDirectory, code: string): string {
  return directory.municipalities.get(code)?.name ?? code;
}

/** The name of a municipality's province, or null when the file does not say. */
export function provinceName(directory: MunicipalityDirectory, code: string): string | null {
  const province = directory.municipalities.get(code)?.province;
  return directory.provinces.find((p) => p.code === province)?.name ?? null;
}
