import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleProblem } from '../sample-problem';
import { parseCsvRows } from './csv-rows';
import { EXPORT_FIELDS, exportRecord } from './export-record';
import { capeTownLeak, mapProblems, testLink as link } from './export-samples';
import { csvField, guardFormula, reportsCsv } from './reports-csv';

const BOM = '\uFEFF';

/** The rows of a file as written, after its byte order mark. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  return parseCsvRows(text.slice(BOM.length));
}

describe('reportsCsv', () => {
  it('writes the BOM, the header row and one CRLF-ended row per report', () => {
    expect(reportsCsv([capeTownLeak], link)).toBe(
      `${BOM}id,type,status,latitude,longitude,municipality,ward,created,resolved,link\r\n` +
        'p-0001,Water Leak,Resolved,-33.9249,18.4241,CPT,19100077,2026-11-20T08:15:00.000Z,2026-11-21T12:00:30.005Z,https://mzansifix.example/map?problem=p-0001\r\n',
    );
  });

  it('leaves unknown positions and times empty', () => {
    expect(reportsCsv([sampleProblem('p-2')], link).split('\r\n')[1]).toBe('p-2,Pothole,Active,,,,,,,https://mzansifix.example/map?problem=p-2');
  });

  it('writes only the header when no report is shown', () => {
    expect(reportsCsv([], link)).toBe(`${BOM}${EXPORT_FIELDS.join(',')}\r\n`);
  });

  it('never writes a reporter or voter uid', () => {
    const problem = sampleProblem('p-3', { reportedByUserId: 'u-secret-reporter', confirmedBy: [{ userId: 'u-secret-voter', at: 1 }] });
    const text = reportsCsv([problem], link);
    expect(text).not.toContain('u-secret');
  });

  it('reads back field for field through an RFC 4180 reader, with the formula guard on every text cell (property)', () => {
    fc.assert(
      fc.property(mapProblems, (problems) => {
        const rows = rowsOf(reportsCsv(problems, link));
        expect(rows[0]).toEqual([...EXPORT_FIELDS]);
        expect(rows).toHaveLength(problems.length + 1);
        problems.forEach((problem, i) => {
          const record = exportRecord(problem, link);
          const cells = rows[i + 1]!;
          expect(cells).toHaveLength(EXPORT_FIELDS.length);
          EXPORT_FIELDS.forEach((field, column) => {
            const value = record[field];
            const written = cells[column]!;
            if (value === null) expect(written).toBe('');
            else if (typeof value === 'number') expect(Number(written) === value).toBe(true);
            else expect(written).toBe(guardFormula(value));
            if (typeof value === 'string') expect(startsLikeFormula(written)).toBe(false);
          });
        });
      }),
    );
  });
});

/**
 * What a spreadsheet could run, written out independently of the guard: after any leading
 * white space (Unicode's, zero-width marks, the byte order mark), a formula sign in its
 * ASCII or full-width form; or a leading tab, CR or LF.
 */
function startsLikeFormula(text: string): boolean {
  if (['\t', '\r', '\n'].includes(text.charAt(0))) return true;
  const rest = text.replace(/^[\s\u200B-\u200D\u2060\uFEFF]+/u, '');
  return ['=', '+', '-', '@', '＝', '＋', '－', '＠'].includes(rest.charAt(0));
}

describe('guardFormula', () => {
  it('puts an apostrophe before =, +, -, @, tab, CR and LF, and nowhere else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    for (const safe of ['Pothole', '1+1', "'=1", '', ' Pothole', 'a=1', '２＋２']) expect(guardFormula(safe)).toBe(safe);
  });

  it('catches a sign behind white space and the full-width signs (issue 36)', () => {
    const hidden = [' =1+1', '  +1', '\u00A0=1', '\u3000@SUM(A1)', '\u200B=1', '\uFEFF-1', ' \t=1', '\r\n=1', '\n=1'];
    const fullWidth = ['＝1+1', '＋27', '－1', '＠SUM(A1)', ' ＝1', '\u3000＠x'];
    for (const text of [...hidden, ...fullWidth]) expect(guardFormula(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('keeps the text whole and leaves nothing a spreadsheet could run (property)', () => {
    const whiteSpace = fc.constantFrom(' ', '\t', '\r', '\n', '\u00A0', '\u2003', '\u3000', '\u200B', '\uFEFF', '');
    const sign = fc.constantFrom('=', '+', '-', '@', '＝', '＋', '－', '＠', 'a', "'", '');
    const text = fc.oneof(
      fc.tuple(fc.array(whiteSpace, { maxLength: 4 }), sign, fc.string({ unit: 'binary', maxLength: 8 })).map(([space, start, rest]) => space.join('') + start + rest),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const guarded = guardFormula(value);
        expect([value, `'${value}`]).toContain(guarded);
        expect(startsLikeFormula(guarded)).toBe(false);
        expect(guarded !== value).toBe(startsLikeFormula(value));
      }),
    );
  });
});

describe('csvField', () => {
  it('quotes a field with a comma, quote, CR or LF and doubles its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain text')).toBe('plain text');
  });
});
