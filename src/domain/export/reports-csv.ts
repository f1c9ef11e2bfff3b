/**
 * The reports a map shows as RFC 4180 CSV: a header row, CRLF line ends, a
 * field quoted when it holds a comma, a quote, CR or LF, and quotes doubled.
 * The text starts with a UTF-8 byte order mark, without which Excel reads the
 * file as the system's code page and garbles anything outside ASCII.
 *
 * Formula injection guard (OWASP "CSV Injection"): report ids, types and
 * statuses come from phones, and a spreadsheet runs a cell that starts with
 * `=`, `+`, `-` or `@` (and some treat a leading tab, CR or LF the same way) as a
 * formula, so such a text cell gets a leading apostrophe, which spreadsheets
 * show as text and hide. Spreadsheets also skip white space before the sign
 * (` =1`, a no-break or ideographic space) and read the full-width forms
 * `＝＋－＠` that East Asian keyboards type as the ASCII ones, so those are
 * guarded too (issue 36). Latitude and longitude are exempt: they are numbers
 * written by this code, never text from outside, and a South African latitude
 * is always negative.
 */
import type { MapProblem } from '../model';
import { EXPORT_FIELDS, exportRecord, type ExportRecord, type ReportLink } from './export-record';

/** RFC 4180's media type, and the charset it lets us state. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

const BOM = '\uFEFF';
const CRLF = '\r\n';
/**
 * A cell a spreadsheet could run: one starting with a tab, CR or LF, or with a
 * formula sign (ASCII or full-width) after any white space, zero-width marks and
 * the byte order mark included (`\s` covers Unicode's spaces and U+FEFF).
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const NEEDS_QUOTES = /[",\r\n]/u;

/** A text cell with the formula guard applied: a leading apostrophe when a spreadsheet would run it. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field as RFC 4180 writes it: quoted (quotes doubled) only when it must be. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return csvField(guardFormula(value));
}

function row(record: ExportRecord): string {
  return EXPORT_FIELDS.map((field) => cell(record[field])).join(',');
}

/** The reports as the text of a `.csv` file: BOM, header row, one row per report, each line ended by CRLF. */
export function reportsCsv(problems: readonly MapProblem[], link: ReportLink): string {
  const lines = [EXPORT_FIELDS.join(','), ...problems.map((problem) => row(exportRecord(problem, link)))];
  return `${BOM}${lines.join(CRLF)}${CRLF}`;
}
