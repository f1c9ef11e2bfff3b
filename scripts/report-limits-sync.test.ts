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

describe("the Content Security Policy (firebase.json) and the photo buckets", () => {
  const hosting = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const policyOf = (source: string) =>
    hosting.hosting.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  const directive = (policy: string, name: string) => new RegExp(`${name} ([^;]*)`, 'u').exec(policy)?.[1]?.split(' ') ?? [];
  /** Sources on a Google host that could serve a Cloud Storage object. */
  const storageLike = (source: string) => /googleapis\.com/u.test(source) && !/^https:\/\/(firestore|identitytoolkit|securetoken)\.googleapis\.com$/u.test(source);

  it.each([
    ['img-src', '**'],
    ['connect-src', '**'],
    ['connect-src', '/sw.js'],
  ])("%s of %s admits the photo buckets' prefixes and no other Storage source", (name, source) => {
    const sources = directive(policyOf(source), name);
    expect(sources).toEqual(expect.arrayContaining(limits.photoSources()));
    expect(sources.filter(storageLike).sort()).toEqual([...limits.photoSources()].sort());
    expect(sources).not.toContain('https:');
    expect(sources).not.toContain('*');
  });

  it("names each bucket the rules' pattern admits, and the rules admit no other", () => {
    const pattern = new RegExp(limits.photoUrlPattern(), 'u');
    for (const bucket of limits.PHOTO_BUCKETS) {
      for (const prefix of limits.photoUrlPrefixes(bucket)) expect(pattern.test(`${prefix}photo.jpg`), prefix).toBe(true);
    }
    expect(pattern.test('https://storage.googleapis.com/attacker-bucket/pixel.gif')).toBe(false);
  });
});
