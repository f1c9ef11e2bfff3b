import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogues.mjs';
import { checkCatalogues, messageProblems } from './catalogue-check.mjs';

const catalogue = (code: string, messages: Record<string, string>, header: Partial<Catalogue> = {}): Catalogue => ({
  code,
  file: `${code}/messages.po`,
  name: code,
  writtenBy: 'a test',
  review: 'no',
  messages: new Map(Object.entries(messages)),
  ...header,
});

const english = catalogue('en', {
  'map.filters.count': '{n, plural, one {# report} other {# reports}}',
  'glance.direction': '{relative, select, ahead {ahead} left {on the left} right {on the right} other {behind}}',
  'nav.home': '{product} home',
  'nav.menu': 'Open menu',
});

describe('messageProblems', () => {
  it('accepts a translation with the same placeholders in its own plural forms', () => {
    expect(messageProblems('map.filters.count', '{n, plural, one {# umbiko} other {# imibiko}}', english.messages.get('map.filters.count')!)).toEqual([]);
  });

  it('fails a renamed placeholder, as {count} where English has {n}', () => {
    expect(messageProblems('map.filters.count', '{count, plural, one {# umbiko} other {# imibiko}}', '{n, plural, one {# report} other {# reports}}')).toEqual([
      'map.filters.count: placeholders {count}, but English has {n}',
    ]);
  });

  it('fails a select that lost a choice, and a plural without "other"', () => {
    const direction = english.messages.get('glance.direction')!;
    expect(messageProblems('glance.direction', '{relative, select, ahead {phambili} other {emuva}}', direction)).toEqual([
      'glance.direction: {relative, select} lacks left, right',
    ]);
    expect(messageProblems('map.filters.count', '{n, plural, one {# umbiko}}', '{n, plural, one {# report} other {# reports}}')).toEqual([
      'map.filters.count: {n, …} has no "other" form',
    ]);
  });

  it('fails text that is not ICU MessageFormat', () => {
    expect(messageProblems('nav.menu', '{n, plural, one {x}', 'Open menu')[0]).toMatch(/^nav\.menu: not valid ICU MessageFormat/u);
  });

  it('lets a translation leave out or add the product name, which every message may use', () => {
    expect(messageProblems('nav.home', 'Ikhaya', '{product} home')).toEqual([]);
  });
});

describe('checkCatalogues', () => {
  it('fails an id English does not have and a header that does not say who wrote it', () => {
    const zu = catalogue('zu', { 'nav.menu': 'Vula imenyu', 'nav.nothing': 'x' }, { writtenBy: '' });
    const { errors } = checkCatalogues([english, zu], new Set(['nav', 'map', 'glance']));
    expect(errors).toEqual(['zu: the header has no X-Written-By', 'zu: nav.nothing is not in the English catalogue']);
  });

  it('reports, without failing, what a language has not translated yet', () => {
    const af = catalogue('af', { 'nav.menu': 'Maak kieslys oop' });
    const { errors, report } = checkCatalogues([english, af], new Set(['nav', 'map', 'glance']));
    expect(errors).toEqual([]);
    expect(report[1]).toContain('af (af): 1 of 4 translated');
    expect(report[1]).toContain('missing (shown in English): map.filters.count, glance.direction, nav.home');
  });
});
