/**
 * What the board shows for a province and an order (`/municipalities`): the municipalities
 * with reports in that province, the ranked ones in the chosen order and the others ("Not
 * enough reports yet") by name, each with the name and province it is shown by. A code the
 * boundary file does not name shows as the code, and is in no province.
 */
import { sortBoard, type BoardColumn, type MunicipalityFigures, type SortDirection } from './board';
import { municipalityName, provinceName, type MunicipalityDirectory } from './directory';

export interface BoardRow extends MunicipalityFigures {
  readonly name: string;
  /** The province's name, or null when the file does not name the municipality. */
  readonly provinceName: string | null;
}

export interface BoardRows {
  readonly ranked: readonly BoardRow[];
  readonly unranked: readonly BoardRow[];
  /** The province the rows are filtered to: null for every province (none asked, or one the file does not name). */
  readonly province: string | null;
}

export function boardRows(
  figures: readonly MunicipalityFigures[],
  directory: MunicipalityDirectory,
  order: { column: BoardColumn; direction: SortDirection },
  province: string | undefined,
): BoardRows {
  const chosen = province !== undefined && directory.provinces.some((p) => p.code === province) ? province : null;
  const rows = figures
    .filter((row) => chosen === null || directory.municipalities.get(row.code)?.province === chosen)
    .map((row): BoardRow => ({ ...row, name: municipalityName(directory, row.code), provinceName: provinceName(directory, row.code) }));
  const names = new Map(rows.map((row) => [row.code, row.name]));
  const sorted = sortBoard(rows, order.column, order.direction, (code) => names.get(code) ?? code);
  return { ranked: sorted.filter((row) => row.ranked), unranked: sorted.filter((row) => !row.ranked), province: chosen };
}
