import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useBrowserCan, useHydrated } from './hydration';

function Probe() {
  const hydrated = useHydrated();
  const can = useBrowserCan(() => false, true);
  return <p>{`hydrated ${hydrated}, can ${can}`}</p>;
}

describe('hydration', () => {
  it('draws the build\'s page (not hydrated, the assumed answers) under a page being prerendered or hydrated', () => {
    expect(renderToString(<HydrationProvider hydrating><Probe /></HydrationProvider>)).toContain('hydrated false, can true');
  });

  it('draws with what the browser knows at once when the page is drawn afresh', () => {
    expect(renderToString(<HydrationProvider hydrating={false}><Probe /></HydrationProvider>)).toContain('hydrated true, can false');
  });

  it('is a client render outside any provider (a component on its own)', () => {
    expect(renderToString(<Probe />)).toContain('hydrated true, can false');
  });
});
