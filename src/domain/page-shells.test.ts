import { describe, expect, it } from 'vitest';
import { pageShell, shellForPath } from './page-shells';

describe('pageShell', () => {
  it('names the file, the drawn path and the rewrite source of a route with a parameter', () => {
    expect(pageShell('/municipalities/$code')).toEqual({
      route: '/municipalities/$code',
      page: '/municipalities/_code',
      drawn: '/municipalities/%E2%80%A6',
      source: '/municipalities/*',
    });
  });
});

describe('shellForPath', () => {
  it('matches any value of the parameter, with or without a trailing slash', () => {
    expect(shellForPath('/municipalities/CPT')?.route).toBe('/municipalities/$code');
    expect(shellForPath('/municipalities/WC011/')?.route).toBe('/municipalities/$code');
  });

  it('matches nothing else: the board itself, deeper paths, other routes', () => {
    for (const path of ['/municipalities', '/municipalities/', '/municipalities/CPT/wards', '/map', '/', '/about/CPT']) expect(shellForPath(path), path).toBeNull();
  });
});
