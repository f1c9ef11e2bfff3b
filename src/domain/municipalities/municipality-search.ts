/**
 * The map's municipality picker (issue 39): which of the 213 municipalities a search names, by
 * name or by code, best match first. "cape" finds City of Cape Town and Cape Agulhas, "CPT" finds
 * Cape Town by its code, "johannes" Johannesburg. Case, accents, hyphens and apostrophes do not
 * matter ("Nkomazi", "!Kheis", "Dr Beyers Naudé" are typed as people type them). Pure.
 */
import type { MunicipalityName } from './directory';

export interface PickerOption {
  readonly municipality: MunicipalityName;
  /** Reports it has under the map's other filters. */
  readonly count: number;
}

/** Folded for matching: lower case, accents and punctuation gone, single spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well a municipality matches a folded query: 0 best, null not at all. The exact code or
 * name first, then a name with a word starting so (City of Cape Town and Cape Agulhas alike for
 * "cape": the busier comes first), then a code starting so, then any part of the name.
 */
function rank(municipality: MunicipalityName, query: string): number | null {
  const code = municipality.code.toLowerCase();
  const name = foldForSearch(municipality.name);
  if (code === query || name === query) return 0;
  if (` ${name}`.includes(` ${query}`)) return 1;
  if (code.startsWith(query)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

const byName = (a: PickerOption, b: PickerOption) => a.municipality.name.localeCompare(b.municipality.name, 'en') || (a.municipality.code < b.municipality.code ? -1 : 1);

/**
 * The picker's options for a search: the matching municipalities with their counts, best match
 * first, then those with more reports, then by name. With an empty search: every municipality,
 * those with reports first (most first), so a visitor sees where the reports are.
 */
export function pickerOptions(municipalities: Iterable<MunicipalityName>, counts: ReadonlyMap<string, number>, search: string): PickerOption[] {
  const query = foldForSearch(search);
  const ranked: { option: PickerOption; rank: number }[] = [];
  for (const municipality of municipalities) {
    const r = query === '' ? 0 : rank(municipality, query);
    if (r !== null) ranked.push({ option: { municipality, count: counts.get(municipality.code) ?? 0 }, rank: r });
  }
  return ranked.sort((a, b) => a.rank - b.rank || b.option.count - a.option.count || byName(a.option, b.option)).map((entry) => entry.option);
}
