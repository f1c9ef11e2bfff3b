import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProblem } from './parse-problem';

const created = Date.UTC(2026, 10, 20, 7, 30);

describe('parseProblem', () => {
  it('reads a well-formed document', () => {
    const result = parseProblem('p-001', {
      type: 'Pothole',
      description: 'Deep pothole in the left lane',
      status: 'Active',
      coordinates: { latitude: -26.2041, longitude: 28.0473 },
      streetAddress: '12 Main Rd, Johannesburg',
      reportedBy: 'PotholeQueen',
      reportedByUserId: 'u-thandi',
      createdAt: { seconds: created / 1000, nanoseconds: 0 },
      resolvedAt: null,
      confirmations: 2,
      denials: 0,
      confirmedBy: { 'u-sipho': { timestamp: '2026-11-20T09:00:00Z' }, 'u-lerato': created },
      deniedBy: {},
      photos: [{ url: '/demo/photos/pothole-1.png' }],
      municipalReference: 'JHB-2026-0042',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'p-001',
        type: 'Pothole',
        description: 'Deep pothole in the left lane',
        status: 'Active',
        coordinates: { latitude: -26.2041, longitude: 28.0473 },
        streetAddress: '12 Main Rd, Johannesburg',
        reportedBy: 'PotholeQueen',
        reportedByUserId: 'u-thandi',
        createdAt: created,
        resolvedAt: null,
        confirmations: 2,
        denials: 0,
        confirmedBy: [
          { userId: 'u-sipho', at: Date.UTC(2026, 10, 20, 9) },
          { userId: 'u-lerato', at: created },
        ],
        deniedBy: [],
        photos: [{ url: '/demo/photos/pothole-1.png' }],
        municipalReference: 'JHB-2026-0042',
      },
    });
  });

  it('reads the other spelling municipalRefNumber', () => {
    const result = parseProblem('p-2', { municipalRefNumber: 'CPT-77' });
    expect(result.ok && result.value.municipalReference).toBe('CPT-77');
  });

  it('prefers municipalReference when both spellings are present', () => {
    const result = parseProblem('p-2', { municipalReference: 'A', municipalRefNumber: 'B' });
    expect(result.ok && result.value.municipalReference).toBe('A');
  });

  it('repairs wrong-typed fields to safe defaults instead of skipping the report', () => {
    const result = parseProblem('p-bad', {
      type: 7,
      coordinates: 'somewhere',
      createdAt: 'not a date',
      confirmations: 'three',
      photos: 'none',
      confirmedBy: 'nobody',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      type: '7',
      coordinates: null,
      createdAt: null,
      confirmations: 0,
      photos: [],
      confirmedBy: [],
      status: '',
      municipalReference: null,
    });
  });

  it('counts recorded votes when the counters are missing', () => {
    const result = parseProblem('p-3', { confirmedBy: { a: created, b: created }, deniedBy: ['c'] });
    expect(result.ok && [result.value.confirmations, result.value.denials]).toEqual([2, 1]);
  });

  it('skips a record with no id or no object body, with a reason', () => {
    expect(parseProblem('', { type: 'Pothole' })).toEqual({ ok: false, reason: 'problem without an id' });
    expect(parseProblem('p-4', 'just text')).toEqual({ ok: false, reason: 'problem p-4: document is not an object' });
    expect(parseProblem('p-5', null).ok).toBe(false);
  });

  it('keeps photo entries that carry a URL and drops the rest', () => {
    const result = parseProblem('p-6', { photos: [{ url: '/a.png' }, 'https://x.example/b.jpg', { nope: 1 }, null] });
    expect(result.ok && result.value.photos).toEqual([{ url: '/a.png' }, { url: 'https://x.example/b.jpg' }]);
  });

  it('reads its own output back unchanged (snapshot records are parsed again)', () => {
    const first = parseProblem('p-7', {
      type: 'Water Leak',
      createdAt: created,
      coordinates: { latitude: -33.9, longitude: 18.4 },
      confirmedBy: { a: { timestamp: created }, b: 'not a date' },
      deniedBy: { c: created },
      photos: [{ url: '/x.png' }],
      municipalRefNumber: 'CPT-1',
    });
    if (!first.ok) throw new Error(first.reason);
    expect(parseProblem(first.value.id, JSON.parse(JSON.stringify(first.value)))).toEqual(first);
  });

  it('never throws, whatever the document holds', () => {
    const anyValue = fc.anything({ withDate: true, withMap: true, withSet: true, withNullPrototype: true });
    const problemLike = fc.record(
      {
        type: anyValue,
        status: anyValue,
        coordinates: fc.oneof(anyValue, fc.record({ latitude: anyValue, longitude: anyValue })),
        createdAt: fc.oneof(anyValue, fc.record({ seconds: anyValue, nanoseconds: anyValue })),
        confirmedBy: fc.oneof(anyValue, fc.dictionary(fc.string(), fc.oneof(anyValue, fc.record({ timestamp: anyValue })))),
        deniedBy: anyValue,
        photos: fc.oneof(anyValue, fc.array(fc.record({ url: anyValue }))),
        confirmations: anyValue,
        municipalReference: anyValue,
        municipalRefNumber: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(anyValue, fc.oneof(anyValue, problemLike), (id, data) => {
        const result = parseProblem(id, data);
        if (result.ok) {
          expect(typeof result.value.type).toBe('string');
          expect(Number.isInteger(result.value.confirmations)).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });
});
