/**
 * Reports for the export tests: one fixed Water Leak, and random map-index
 * reports (fast-check) with any text in the fields that come from phones
 * (formula starts, quotes, commas, line breaks, any Unicode), any position a
 * parsed report can hold or none, and any time a Date can hold or none. Only
 * tests import this.
 */
import fc from 'fast-check';
import type { MapProblem } from '../model';
import { sampleProblem } from '../sample-problem';

/** The share link the tests give the builders. */
export const testLink = (id: string): string => `https://mzansifix.example/map?problem=${encodeURIComponent(id)}`;

/** A resolved Water Leak in Cape Town, reported by u-thandi and confirmed by u-sipho. */
export const capeTownLeak: MapProblem = sampleProblem('p-0001', {
  type: 'Water Leak',
  status: 'Resolved',
  coordinates: { latitude: -33.9249, longitude: 18.4241 },
  createdAt: Date.UTC(2026, 10, 20, 8, 15),
  resolvedAt: Date.UTC(2026, 10, 21, 12, 0, 30, 5),
  reportedByUserId: 'u-thandi',
  confirmedBy: [{ userId: 'u-sipho', at: 1 }],
  municipality: 'CPT',
  ward: '19100077',
});

/** Text a spreadsheet or CSV reader could trip on, mixed with any Unicode. */
export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ',', '\n', '\r\n', "'", '', ' =', '\u00A0+', '＝', '＋', '－', '＠', '\u3000＠'), fc.string({ unit: 'binary', maxLength: 12 }))
    .map(([start, rest]) => start + rest),
  fc.constantFrom('=HYPERLINK("http://evil.example","click")', '+27 82 555 0100', '-1', '@SUM(A1:A9)', 'a,b', 'say "hi"', 'two\nlines', ''),
);

const epochMs = fc.option(fc.integer({ min: -8.64e15, max: 8.64e15 }), { nil: null });

const coordinates = fc.option(
  fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  { nil: null },
);

const vote = fc.record({ userId: fc.string({ minLength: 1 }).map((uid) => `uid-${uid}`), at: epochMs });

/** One report as the map index holds it, reporter and voters included (the export must drop them). */
export const mapProblem: fc.Arbitrary<MapProblem> = fc.record({
  id: awkwardText.filter((id) => id !== ''),
  type: awkwardText,
  status: awkwardText,
  coordinates,
  reportedByUserId: fc.string({ minLength: 1 }).map((uid) => `uid-${uid}`),
  createdAt: epochMs,
  resolvedAt: epochMs,
  confirmedBy: fc.array(vote, { maxLength: 3 }),
  deniedBy: fc.array(vote, { maxLength: 3 }),
});

/** Reports with distinct ids, as the map holds them. */
export const mapProblems: fc.Arbitrary<MapProblem[]> = fc.uniqueArray(mapProblem, { selector: (problem) => problem.id, maxLength: 25 });
