import { describe, expect, it } from 'vitest';
import type { Problem } from './model';
import { parseProblem } from './parse-problem';
import { DEFAULT_FILTERS, WHOLE_COUNTRY, filterProblems, filtersKey, hideAllTypes, passesPlace, showAllTypes, toggleType, type MapFilters } from './problem-filter';

const sa = (iso: string) => Date.parse(`${iso}+02:00`);
const now = sa('2026-11-18T12:00:00');

function problem(id: string, data: Record<string, unknown>): Problem {
  const result = parseProblem(id, { type: 'Pothole', status: 'Active', reportedByUserId: 'u-ann', createdAt: now, ...data });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

const problems = [
  problem('a', {}),
  problem('b', { status: 'Resolved' }),
  problem('c', { type: 'Water Leak', reportedByUserId: 'u-bob' }),
  problem('d', { type: 'Sinkhole' }),
  problem('e', { status: 'In Progress', createdAt: sa('2026-10-01T10:00:00') }),
  problem('f', { type: 'Reinstatement', createdAt: 'not a date' }),
];
const ids = (filters: MapFilters, uid: string | null = null) => filterProblems(problems, filters, uid, now).visible.map((p) => p.id);

describe('filterProblems', () => {
  it('by default hides resolved reports and shows every other one, unknown types included', () => {
    expect(ids(DEFAULT_FILTERS)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  it('Show Resolved brings resolved reports back', () => {
    expect(ids({ ...DEFAULT_FILTERS, showResolved: true })).toContain('b');
  });

  it('My Problems Only keeps the signed-in user’s reports, and shows nothing for a guest', () => {
    expect(ids({ ...DEFAULT_FILTERS, mineOnly: true }, 'u-bob')).toEqual(['c']);
    expect(ids({ ...DEFAULT_FILTERS, mineOnly: true }, null)).toEqual([]);
  });

  it('the date filter applies to createdAt and drops undated reports unless All Time', () => {
    expect(ids({ ...DEFAULT_FILTERS, date: { period: 'today' } })).toEqual(['a', 'c', 'd']);
    expect(ids({ ...DEFAULT_FILTERS, date: { period: 'custom', from: '2026-10-01', to: '2026-10-01' } })).toEqual(['e']);
    expect(ids({ ...DEFAULT_FILTERS, date: { period: 'custom', from: '2026-10-01', to: null } })).toHaveLength(5);
  });

  it('type toggles hide and show one type; Hide All hides unknown types too; Show All restores', () => {
    expect(ids(toggleType(DEFAULT_FILTERS, 'Pothole'))).toEqual(['c', 'd', 'f']);
    expect(ids(toggleType(toggleType(DEFAULT_FILTERS, 'Pothole'), 'Pothole'))).toEqual(ids(DEFAULT_FILTERS));
    expect(ids(hideAllTypes(DEFAULT_FILTERS))).toEqual([]);
    expect(ids(toggleType(hideAllTypes(DEFAULT_FILTERS), 'Water Leak'))).toEqual(['c']);
    expect(ids(showAllTypes(hideAllTypes(DEFAULT_FILTERS)))).toEqual(ids(DEFAULT_FILTERS));
  });

  it('counts each type after the other filters, whatever its own toggle says', () => {
    const { typeCounts } = filterProblems(problems, hideAllTypes(DEFAULT_FILTERS), null, now);
    expect(typeCounts.get('Pothole')).toBe(2);
    expect(typeCounts.get('Water Leak')).toBe(1);
    expect(typeCounts.get('Reinstatement')).toBe(1);
    expect(typeCounts.get('Traffic Light')).toBe(0);
    const withResolved = filterProblems(problems, { ...DEFAULT_FILTERS, showResolved: true }, null, now);
    expect(withResolved.typeCounts.get('Pothole')).toBe(3);
  });
});

describe('the place filter', () => {
  // Places come from the map index, not the report document: set them as an entry would.
  const placed = [
    { ...problem('cpt-1', {}), municipality: 'CPT', ward: '19100115' },
    { ...problem('cpt-2', { type: 'Water Leak' }), municipality: 'CPT', ward: '19100116' },
    { ...problem('cpt-3', { status: 'Resolved' }), municipality: 'CPT', ward: '19100115' },
    { ...problem('jhb-1', {}), municipality: 'JHB', ward: '79800001' },
    problem('nowhere', {}),
  ];
  const shown = (place: { municipality: string | null; ward: string | null }, filters = DEFAULT_FILTERS) =>
    filterProblems(placed, filters, null, now, place).visible.map((p) => p.id);

  it('keeps one municipality or one ward, and everything for the whole country', () => {
    expect(shown(WHOLE_COUNTRY)).toEqual(['cpt-1', 'cpt-2', 'jhb-1', 'nowhere']);
    expect(shown({ municipality: 'CPT', ward: null })).toEqual(['cpt-1', 'cpt-2']);
    expect(shown({ municipality: null, ward: '19100115' })).toEqual(['cpt-1']);
    // The ward decides: it lies in one municipality whatever the other code says.
    expect(shown({ municipality: 'JHB', ward: '19100115' })).toEqual(['cpt-1']);
    expect(shown({ municipality: 'XYZ', ward: null })).toEqual([]);
    expect(passesPlace(placed[4]!, WHOLE_COUNTRY)).toBe(true);
    expect(passesPlace(placed[4]!, { municipality: 'CPT', ward: null })).toBe(false);
  });

  it('counts each municipality under the other filters, the types included, the place not', () => {
    const result = filterProblems(placed, toggleType(DEFAULT_FILTERS, 'Water Leak'), null, now, { municipality: 'JHB', ward: null });
    expect(Object.fromEntries(result.municipalityCounts)).toEqual({ CPT: 1, JHB: 1 });
    expect(result.everywhere).toBe(3);
    // The per-type counts are taken inside the place.
    expect(result.typeCounts.get('Pothole')).toBe(1);
    expect(result.typeCounts.get('Water Leak')).toBe(0);
    const withResolved = filterProblems(placed, { ...DEFAULT_FILTERS, showResolved: true }, null, now, { municipality: 'CPT', ward: null });
    expect(Object.fromEntries(withResolved.municipalityCounts)).toEqual({ CPT: 3, JHB: 1 });
    expect(withResolved.visible.map((p) => p.id)).toEqual(['cpt-1', 'cpt-2', 'cpt-3']);
  });
});

describe('filtersKey', () => {
  it('is the same for the same choice, however it was made', () => {
    const a = toggleType(toggleType(DEFAULT_FILTERS, 'Pothole'), 'Water Leak');
    const b = toggleType(toggleType(DEFAULT_FILTERS, 'Water Leak'), 'Pothole');
    expect(filtersKey(a, 'u-ann')).toBe(filtersKey(b, 'u-ann'));
    // Who is signed in matters only to "mine only".
    expect(filtersKey(DEFAULT_FILTERS, 'u-ann')).toBe(filtersKey(DEFAULT_FILTERS, null));
    expect(filtersKey({ ...DEFAULT_FILTERS, date: { period: 'week', from: '2026-01-01' } }, null)).toBe(filtersKey({ ...DEFAULT_FILTERS, date: { period: 'week' } }, null));
  });

  it('differs when the reports shown may differ', () => {
    const key = filtersKey(DEFAULT_FILTERS, 'u-ann');
    const others: MapFilters[] = [
      toggleType(DEFAULT_FILTERS, 'Pothole'),
      { ...DEFAULT_FILTERS, showResolved: true },
      { ...DEFAULT_FILTERS, hideUnknown: true },
      { ...DEFAULT_FILTERS, mineOnly: true },
      { ...DEFAULT_FILTERS, date: { period: 'year' } },
      { ...DEFAULT_FILTERS, date: { period: 'custom', from: '2026-01-01', to: null } },
    ];
    const keys = others.map((filters) => filtersKey(filters, 'u-ann'));
    expect(new Set([key, ...keys]).size).toBe(others.length + 1);
    expect(filtersKey({ ...DEFAULT_FILTERS, mineOnly: true }, 'u-bob')).not.toBe(filtersKey({ ...DEFAULT_FILTERS, mineOnly: true }, 'u-ann'));
    const places = [WHOLE_COUNTRY, { municipality: 'CPT', ward: null }, { municipality: 'JHB', ward: null }, { municipality: null, ward: '19100115' }];
    expect(new Set(places.map((place) => filtersKey(DEFAULT_FILTERS, null, place))).size).toBe(places.length);
    expect(filtersKey(DEFAULT_FILTERS, null, WHOLE_COUNTRY)).toBe(filtersKey(DEFAULT_FILTERS, null));
  });
});
