import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPrerenderData } from '../data/prerender-data';
import { t } from '../messages/i18n';
import { DataProvider } from '../shared/data-context';
import { StatsStrip } from './stats-strip';

describe("the stats strip before the reports arrive (the build's page and the first render)", () => {
  it('shows no figure at all, not zeros: each reads "counting…"', () => {
    // No ProblemsProvider: the context's own value, the state before any list is known; the build's data.
    const html = renderToStaticMarkup(
      <DataProvider data={createPrerenderData()}>
        <StatsStrip />
      </DataProvider>,
    );
    expect(html.match(/<dd>/gu)).toHaveLength(4);
    expect(html).not.toMatch(/<dd>\d/u);
    expect(html.split(t('stats.counting'))).toHaveLength(5);
  });
});
