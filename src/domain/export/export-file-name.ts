/** The name a downloaded file of reports is saved under. */
import { saCalendarDay } from '../date-range';

export type ExportFormat = 'geojson' | 'csv';

/** `mzansi-fix-reports-2026-11-23.csv`: the South African day of the download, so files of different days sort. */
export function exportFileName(format: ExportFormat, now: number): string {
  return `mzansi-fix-reports-${saCalendarDay(now)}.${format}`;
}
