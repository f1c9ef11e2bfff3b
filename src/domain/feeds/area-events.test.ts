import { describe, expect, it } from 'vitest';
import { NO_VOTES, type MapProblem } from '../model';
import { areaEvents, FEED_SIZE, feedPath, parseFeedPath } from './area-events';

const now = Date.parse('2026-11-28T10:00:00Z');
const HOUR = 3_600_000;

function problem(id: string, place: { municipality?: string; ward?: string }, createdAt: number | null, resolvedAt: number | null = null): MapProblem {
  return {
    id,
    type: 'Pothole',
    status: resolvedAt === null ? 'Active' : 'Resolved',
    coordinates: { latitude: -33.9, longitude: 18.4 },
    reportedByUserId: 'u1',
    createdAt,
    resolvedAt,
    confirmedBy: NO_VOTES,
    deniedBy: NO_VOTES,
    ...place,
  };
}

const cpt = { municipality: 'CPT', ward: '19100115' };

describe('areaEvents', () => {
  it('lists each report when it came in and again when it was resolved, newest first, in the area only', () => {
    const events = areaEvents(
      [problem('a', cpt, now - 5 * HOUR, now - 1 * HOUR), problem('b', cpt, now - 3 * HOUR), problem('c', { municipality: 'ETH', ward: '59500001' }, now - 2 * HOUR), problem('d', {}, now)],
      { kind: 'municipality', code: 'CPT' },
      now,
    );
    expect(events.map((e) => [e.problem.id, e.kind, (now - e.at) / HOUR])).toEqual([
      ['a', 'resolved', 1],
      ['b', 'received', 3],
      ['a', 'received', 5],
    ]);
  });

  it('chooses by ward when asked for a ward', () => {
    const events = areaEvents([problem('a', cpt, now - HOUR), problem('b', { municipality: 'CPT', ward: '19100001' }, now - HOUR)], { kind: 'ward', code: '19100115' }, now);
    expect(events.map((e) => e.problem.id)).toEqual(['a']);
  });

  it(`keeps the newest ${FEED_SIZE}`, () => {
    const many = Array.from({ length: 80 }, (_, i) => problem(`p${i}`, cpt, now - i * HOUR));
    const events = areaEvents(many, { kind: 'municipality', code: 'CPT' }, now);
    expect(events).toHaveLength(FEED_SIZE);
    expect(events.at(-1)!.problem.id).toBe(`p${FEED_SIZE - 1}`);
  });

  it('makes no event of a date that is missing, not a number or in the future', () => {
    const events = areaEvents(
      [problem('future', cpt, now + HOUR), problem('none', cpt, null), problem('nan', cpt, Number.NaN), problem('ok', cpt, now - HOUR, now + HOUR)],
      { kind: 'municipality', code: 'CPT' },
      now,
    );
    expect(events.map((e) => `${e.problem.id} ${e.kind}`)).toEqual(['ok received']);
  });
});

describe('feed paths', () => {
  it('reads the two kinds of feed and refuses everything else', () => {
    expect(parseFeedPath('/feeds/municipalities/CPT.atom')).toEqual({ kind: 'municipality', code: 'CPT' });
    expect(parseFeedPath('/feeds/municipalities/WC011.atom')).toEqual({ kind: 'municipality', code: 'WC011' });
    expect(parseFeedPath('/feeds/wards/19100115.atom')).toEqual({ kind: 'ward', code: '19100115' });
    for (const bad of ['/feeds/municipalities/cpt.atom', '/feeds/wards/CPT.atom', '/feeds/municipalities/19100115.atom', '/feeds/municipalities/CPT', '/feeds/municipalities/CPT.atom/x', '/feeds/provinces/WC.atom', '/feeds/municipalities/%3Cx%3E.atom']) {
      expect(parseFeedPath(bad), bad).toBeNull();
    }
  });

  it('writes the path it reads', () => {
    for (const area of [{ kind: 'municipality', code: 'CPT' }, { kind: 'ward', code: '19100115' }] as const) expect(parseFeedPath(feedPath(area))).toEqual(area);
  });
});
