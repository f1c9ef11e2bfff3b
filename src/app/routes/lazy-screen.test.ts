import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serviceWorkerState } from '../../shared/service-worker';
import { lazyScreen } from './lazy-screen';

function Screen() {
  return createElement('h1', null, 'A screen');
}

describe('lazyScreen', () => {
  it('renders the named export once its chunk has loaded', async () => {
    const Lazy = lazyScreen(() => Promise.resolve({ Screen }), 'Screen');
    await Lazy.preload?.();
    expect(renderToString(createElement(Lazy))).toBe('<h1>A screen</h1>');
    expect(serviceWorkerState().pageOutdated).toBe(false);
  });

  // TanStack Router's own lazyRouteComponent reloads the page when a chunk is gone.
  it('a chunk gone after an update marks the page out of date and renders nothing, instead of reloading', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/screen-gone.js');
    const Lazy = lazyScreen((): Promise<{ Screen: typeof Screen }> => Promise.reject(gone), 'Screen');
    await Lazy.preload?.();
    expect(serviceWorkerState().pageOutdated).toBe(true);
    expect(renderToString(createElement(Lazy))).toBe('');
  });
});
