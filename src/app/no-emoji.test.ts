/**
 * No emoji in the interface (issue 17): where a phone has no emoji font (Android 6,
 * this lab's Chromium) each is an empty box, and each phone maker draws them
 * differently. Icons are SVG (src/shared/components/icons). This reads every file the
 * site is built from (the message catalogues in every language, components, stylesheets, the page
 * shell), comments included, so an emoji cannot come back in a string, a CSS
 * `content` or a fallback; tests are left out, as they may feed emoji in as data.
 * tests/e2e/type-icons.spec.ts checks the rendered pages the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emojiInContext } from '../domain/emoji';

const root = new URL('../../', import.meta.url);
const SOURCE = /\.(ts|tsx|css|html|json|webmanifest|po|csv)$/u;
const TEST = /\.test\.tsx?$/u;

function sourceFiles(dir: string): string[] {
  return (readdirSync(new URL(dir, root), { recursive: true }) as string[])
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => `${dir}/${file}`);
}

describe('no emoji in the interface', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('public'), 'index.html'];

  it('reads the site source', () => {
    expect(files).toContain('src/locales/en/messages.po');
    expect(files).toContain('src/app/global.css');
    expect(files.length).toBeGreaterThan(100);
  });

  it('finds none in any source file of the site', () => {
    const found = files.flatMap((file) => emojiInContext(readFileSync(new URL(file, root), 'utf8')).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });
});
