// The report limits live in one place, src/domain/report-limits.ts (and the ten
// types in src/domain/problem-types.ts). Firestore rules cannot import them, so
// this test holds firestore.rules' "report limits" block and the Content
// Security Policy's img-src to the same figures: change one, and this fails
// until the others follow.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../src/domain/problem-types';
import * as limits from '../src/domain/report-limits';

const root = path.resolve(import.meta.dirname, '..');
const rules = fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8');
const block = rules.slice(rules.indexOf('// BEGIN report limits'), rules.indexOf('// END report limits'));

/** The value a rules function of no arguments returns, as written. */
function ruleReturn(name: string): string {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return ([\\s\\S]*?);\\s*\\}`, 'u').exec(block);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}() in its report limits block`);
  return match[1].trim();
}

/** A rules string literal's value ('...' with backslash escapes). */
function unquote(literal: string): string {
  expect(literal.startsWith("'") && literal.endsWith("'"), literal).toBe(true);
  return literal.slice(1, -1).replace(/\\(.)/gu, '$1');
}

describe('firestore.rules and src/domain/report-limits.ts', () => {
  it('name the same ten problem types', () => {
    const types = [...ruleReturn('problemTypes').matchAll(/'([^']*)'/gu)].map((match) => match[1]);
    expect(types).toEqual([...PROBLEM_TYPES]);
  });

  it('allow photos by the same pattern', () => {
    expect(unquote(ruleReturn('photoUrlPattern'))).toBe(limits.photoUrlPattern());
  });

  it.each([
    ['maxPhotos', limits.MAX_PHOTOS],
    ['maxPhotoUrlChars', limits.MAX_PHOTO_URL_CHARS],
    ['maxDescriptionChars', limits.MAX_DESCRIPTION_CHARS],
    ['maxStreetAddressChars', limits.MAX_STREET_ADDRESS_CHARS],
    ['maxReportedByChars', limits.MAX_REPORTED_BY_CHARS],
    ['maxReportIdChars', limits.MAX_REPORT_ID_CHARS],
    ['createdAtToleranceMinutes', limits.CREATED_AT_TOLERANCE_MINUTES],
  ])('agree on %s', (name, value) => {
    expect(Number(ruleReturn(name))).toBe(value);
  });
});

describe("the Content Security Policy's img-src", () => {
  const hosting = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const policy = hosting.hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  const imgSrc = /img-src ([^;]*)/u.exec(policy)?.[1]?.split(' ') ?? [];

  it('admits every photo host, and not every https host', () => {
    expect(imgSrc).toEqual(expect.arrayContaining(limits.photoOrigins()));
    expect(imgSrc).not.toContain('https:');
    expect(imgSrc).not.toContain('*');
  });
});
