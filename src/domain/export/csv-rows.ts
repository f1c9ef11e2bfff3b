/**
 * Reads RFC 4180 text back into rows of fields. The site only writes CSV; this
 * reader is how its tests (unit and end-to-end) check that what
 * `reports-csv.ts` writes reads back as it was meant, so it is strict: a stray
 * quote or a bare CR or LF is an error, not a guess.
 */

/** The rows of a CSV text whose lines end in CRLF (the last one too, as RFC 4180 allows). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let inRow = false;
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`CSV: ${what} at character ${i}`);
  };
  while (i < text.length) {
    inRow = true;
    if (text[i] === '"' && field === '') {
      const close = readQuoted(text, i + 1);
      if (close === -1) fail('an unclosed quote');
      field = text.slice(i + 1, close).replaceAll('""', '"');
      i = close + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') fail('text after a closing quote');
      continue;
    }
    const char = text[i];
    if (char === ',') {
      fields.push(field);
      field = '';
      i += 1;
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') fail('a CR without LF');
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
      inRow = false;
      i += 2;
    } else if (char === '\n' || char === '"') {
      fail(char === '\n' ? 'an LF without CR' : 'a quote inside an unquoted field');
    } else {
      field += char;
      i += 1;
    }
  }
  if (inRow) fail('a last line without CRLF');
  return rows;
}

/** Index of the quote that closes a quoted field starting at `from`, or -1. */
function readQuoted(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] !== '"') return i;
      i += 2;
    } else {
      i += 1;
    }
  }
  return -1;
}
