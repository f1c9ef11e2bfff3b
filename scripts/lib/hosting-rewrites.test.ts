// firebase.json's rewrites that send pages: a route with a parameter gets its shell
// (src/domain/page-shells.ts), which the build writes and the service worker sends the same way.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SHELLS } from '../../src/domain/page-shells';

const firebase = JSON.parse(fs.readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: { source: string; destination?: string }[] };
};
const rewrites = firebase.hosting.rewrites;

describe("firebase.json's page rewrites", () => {
  it('send each shell for its route, before the catch-all that sends the start page', () => {
    const catchAll = rewrites.findIndex((rewrite) => rewrite.destination === '/index.html');
    expect(catchAll).toBeGreaterThan(-1);
    for (const shell of PAGE_SHELLS) {
      const at = rewrites.findIndex((rewrite) => rewrite.source === shell.source);
      expect(rewrites[at]?.destination, shell.route).toBe(`${shell.page}/index.html`);
      expect(at, shell.route).toBeLessThan(catchAll);
    }
  });
});
