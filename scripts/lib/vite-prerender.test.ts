import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { screenLinks } from './vite-prerender.mjs';

/** A bundle of four chunks: the entry, a screen, the map's provider (lazy, with its stylesheet) and a chunk both lazy ones share. */
function bundle(): OutputBundle {
  const chunk = (fileName: string, fields: Record<string, unknown>) => ({ type: 'chunk', fileName, imports: [], exports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...fields });
  return {
    'index.js': chunk('index.js', { isEntry: true }),
    'map-screen.js': chunk('map-screen.js', { isDynamicEntry: true, exports: ['MapScreen'], imports: ['shared.js'], viteMetadata: { importedCss: new Set(['map-screen.css']) } }),
    'leaflet-provider.js': chunk('leaflet-provider.js', {
      isDynamicEntry: true,
      exports: ['default'],
      facadeModuleId: '/repo/src/features/map/providers/leaflet/leaflet-provider.tsx',
      imports: ['shared.js', 'index.js'],
      viteMetadata: { importedCss: new Set(['leaflet-provider.css']) },
    }),
    'shared.js': chunk('shared.js', {}),
  } as unknown as OutputBundle;
}

describe('screenLinks', () => {
  it("links a screen's chunks and stylesheets, not what the entry already loads", () => {
    expect(screenLinks(bundle(), ['MapScreen'])).toBe(
      '<link rel="stylesheet" crossorigin href="/map-screen.css"><link rel="modulepreload" crossorigin href="/map-screen.js"><link rel="modulepreload" crossorigin href="/shared.js">',
    );
  });

  it('links a lazy module named by its path (the map provider) once, beside the screen', () => {
    const links = screenLinks(bundle(), ['MapScreen'], ['src/features/map/providers/leaflet/leaflet-provider.tsx']);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/leaflet-provider.css">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/leaflet-provider.js">');
    expect(links.match(/shared\.js/gu)).toHaveLength(1);
    expect(links).not.toContain('index.js');
  });

  it('refuses a module the bundle has no chunk for', () => {
    expect(() => screenLinks(bundle(), [], ['src/features/map/providers/leaflet/missing.tsx'])).toThrow(/No chunk is made from/u);
  });
});
