import { describe, expect, it } from 'vitest';
import { parseCsvRows } from './csv-rows';

describe('parseCsvRows', () => {
  it('reads plain, empty and quoted fields, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsvRows('a,b,c\r\n,"x,y","say ""hi"""\r\n"two\r\nlines",,""\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['', 'x,y', 'say "hi"'],
      ['two\r\nlines', '', ''],
    ]);
  });

  it('reads no rows from no text', () => {
    expect(parseCsvRows('')).toEqual([]);
  });

  it('refuses what RFC 4180 does not allow', () => {
    expect(() => parseCsvRows('a\nb\r\n')).toThrow(/LF without CR/u);
    expect(() => parseCsvRows('a\rb\r\n')).toThrow(/CR without LF/u);
    expect(() => parseCsvRows('a"b\r\n')).toThrow(/quote inside/u);
    expect(() => parseCsvRows('"ab\r\n')).toThrow(/unclosed/u);
    expect(() => parseCsvRows('"a"b\r\n')).toThrow(/after a closing quote/u);
    expect(() => parseCsvRows('a,b')).toThrow(/without CRLF/u);
  });
});
