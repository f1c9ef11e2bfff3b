import { describe, expect, it } from 'vitest';
import { overrideLanguages, pageCopyUrls } from './page-copies';

describe('pageCopyUrls', () => {
  it('tries each language folder in order, then the English page, then the shell', () => {
    expect(pageCopyUrls('/about', ['zu-ZA', 'zu', 'af'])).toEqual([
      '/localized/zu_ALL/about/index.html',
      '/localized/af_ALL/about/index.html',
      '/about/index.html',
      '/index.html',
    ]);
  });

  it('finds the start page at the folder root, with or without a trailing slash', () => {
    expect(pageCopyUrls('/', ['xh'])).toEqual(['/localized/xh_ALL/index.html', '/index.html', '/index.html']);
    expect(pageCopyUrls('/map/', [])).toEqual(['/map/index.html', '/index.html']);
  });


  it("sends a path with a parameter its route's shell, in the language, before the start page", () => {
    expect(pageCopyUrls('/municipalities/CPT', ['zu'])).toEqual([
      '/localized/zu_ALL/municipalities/CPT/index.html',
      '/municipalities/CPT/index.html',
      '/localized/zu_ALL/municipalities/_code/index.html',
      '/municipalities/_code/index.html',
      '/index.html',
    ]);
  });
});

describe('overrideLanguages', () => {
  it('reads the cookie as Hosting does: a comma list of bare codes', () => {
    expect(overrideLanguages('zu')).toEqual(['zu']);
    expect(overrideLanguages('af%2Cen')).toEqual(['af', 'en']);
    expect(overrideLanguages(undefined)).toEqual([]);
  });
});
