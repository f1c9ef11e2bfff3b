import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../../domain/problem-filter';
import { t } from '../../../messages/i18n';
import { TypeToggles } from './type-toggles';

describe('the type toggles', () => {
  it('say "counting…" for every type until the reports are known, never 0', () => {
    const html = renderToStaticMarkup(<TypeToggles filters={DEFAULT_FILTERS} counts={null} onChange={() => {}} />);
    expect(html.split(`aria-label="${t('stats.counting')}"`)).toHaveLength(11);
    expect(html).not.toMatch(/class="type-count"[^>]*>\d/u);
  });
  it('give each type its count once known, 0 for a type with none', () => {
    const html = renderToStaticMarkup(<TypeToggles filters={DEFAULT_FILTERS} counts={new Map([['Pothole', 3]])} onChange={() => {}} />);
    expect(html).toContain(`aria-label="${t('map.filters.count', { n: 3 })}">3</span>`);
    expect(html).toContain(`aria-label="${t('map.filters.count', { n: 0 })}">0</span>`);
  });
});
