/**
 * The README's "How the code is laid out" block matches the tree: every folder it
 * names exists, and every folder of src/ is named in it (by its full path, or by its
 * path below its layer, e.g. `map/providers` under src/features).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## How the code is laid out'));
const block = /```\n([\s\S]*?)```/u.exec(section)?.[1] ?? '';
const LAYERS = ['src/app', 'src/features', 'src/shared', 'src/data', 'src/domain', 'src/messages'];

/** Every folder under `dir`, as a path from the repository root. */
function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir))
    .map((name) => `${dir}/${name}`)
    .filter((entry) => statSync(path.join(root, entry)).isDirectory())
    .flatMap((entry) => [entry, ...folders(entry)]);
}

/** A path written as a word of the block: not part of a longer path or name. */
const named = (text: string) => new RegExp(`(?<![\\w./-])${text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}/?(?![\\w/-])`, 'u').test(block);

describe('the README layout section', () => {
  it('is found', () => {
    expect(block).toContain('src/main.tsx');
  });

  it('names only paths that exist', () => {
    const paths = [...block.matchAll(/(?<![\w./-])((?:src|sw|functions|scripts|tests|docs|seed|public|bench)(?:\/[\w.-]+)*)\/?/gu)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });

  it('names every folder of src/', () => {
    const unnamed = folders('src').filter((folder) => {
      const layer = LAYERS.find((top) => folder.startsWith(`${top}/`));
      return !named(folder) && !(layer && named(folder.slice(layer.length + 1)));
    });
    expect(unnamed).toEqual([]);
  });

  it('names, below a layer, only folders of that layer', () => {
    const roots = /^(?:src|sw|functions|scripts|tests|docs|seed|public|bench)\//u;
    const relative = [...block.matchAll(/(?<![\w./-])([\w-]+\/[\w.-]+(?:\/[\w.-]+)*)/gu)].map((m) => m[1]!).filter((entry) => !roots.test(entry));
    expect(relative.length).toBeGreaterThan(5);
    expect(relative.filter((entry) => !LAYERS.some((top) => existsSync(path.join(root, top, entry))))).toEqual([]);
  });
});
