import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MapProblem } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { ReportDownloads } from './report-downloads';

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/gu)].map(([tag]) => tag);

describe('the report downloads', () => {
  it('wait, saying why, while the reports are on their way: "nothing is shown" would be untrue then', () => {
    const html = renderToStaticMarkup(<ReportDownloads problems={null} />);
    expect(buttons(html)).toHaveLength(2);
    for (const button of buttons(html)) expect(button).toContain('disabled');
    expect(html).toContain(t('map.downloads.waiting'));
    expect(html).not.toContain(t('map.downloads.nothingShown'));
  });
  it('say there is nothing to download when the filters show nothing', () => {
    const html = renderToStaticMarkup(<ReportDownloads problems={[]} />);
    for (const button of buttons(html)) expect(button).toContain('disabled');
    expect(html).toContain(t('map.downloads.nothingShown'));
  });
  it('offer what the filters show, with its number', () => {
    const shown = [{ id: 'a' }, { id: 'b' }] as unknown as MapProblem[];
    const html = renderToStaticMarkup(<ReportDownloads problems={shown} />);
    for (const button of buttons(html)) expect(button).not.toContain('disabled');
    expect(html).toContain(t('map.downloads.shown', { n: 2 }));
  });
});
