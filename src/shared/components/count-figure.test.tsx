import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../messages/formats';
import { t } from '../../messages/i18n';
import { CountFigure } from './count-figure';
import { StatCards } from './stat-cards';

describe('CountFigure', () => {
  it('writes a known count as the language writes numbers', () => {
    expect(renderToStaticMarkup(<CountFigure value={12345} />)).toBe(formatCount(12345));
    expect(formatCount(12345)).toMatch(/^12\D345$/u);
    expect(renderToStaticMarkup(<CountFigure value={0} />)).toBe('0');
  });
  it('shows a dash for a count not known yet, and a screen reader hears "counting…"', () => {
    expect(renderToStaticMarkup(<CountFigure value={null} />)).toBe(`<span aria-hidden="true">–</span><span class="visually-hidden">${t('stats.counting')}</span>`);
  });
  it('a stat card with no value yet reads "counting…"', () => {
    const html = renderToStaticMarkup(<StatCards label="Totals" cards={[{ label: 'Total', value: null }, { label: 'Open', value: '7' }]} />);
    expect(html).toContain(`<dd><span aria-hidden="true">–</span><span class="visually-hidden">${t('stats.counting')}</span></dd>`);
    expect(html).toContain('<dd>7</dd>');
  });
});
