/**
 * The layers of docs/architecture.md §1 hold because lint fails an import that crosses
 * them (eslint.config.js, `import-x/no-restricted-paths`). This lints small files that
 * exist only here, placed in each layer, through ESLint's own API and the project's
 * config: each forbidden import must fail with the zone's message, and the imports the
 * layers allow must pass, so a zone that stopped matching would show up here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the layer rule for `code` linted as if it were the file `file` (relative to the repo). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const importing = (...specifiers: string[]) => specifiers.map((specifier, i) => `import * as m${i} from '${specifier}';\nvoid m${i};\n`).join('');

describe('lint keeps the layers one-way', () => {
  // The first lint loads the config and its plug-ins: seconds on a busy machine.
  beforeAll(() => layerErrors('src/domain/layer-fixture.ts', ''), 60_000);

  it.each([
    ['a feature imports another feature', 'src/features/home/layer-fixture.ts', '../leaderboard/leaderboard-rank', /another feature/u],
    ['a feature loads another feature lazily', 'src/features/home/layer-fixture.ts', '../map/map-screen', /another feature/u],
    ['a feature imports the shell', 'src/features/map/layer-fixture.ts', '../../app/router', /the shell/u],
    ['shared imports a feature', 'src/shared/layer-fixture.ts', '../features/map/map-screen', /src\/shared sits under the screens/u],
    ['data imports shared', 'src/data/layer-fixture.ts', '../shared/data-context', /src\/data imports only src\/domain/u],
    ['the catalogue imports shared', 'src/messages/layer-fixture.ts', '../shared/session/session', /catalogue imports only src\/domain/u],
    ['domain imports data', 'src/domain/layer-fixture.ts', '../data/backend', /src\/domain imports nothing outside/u],
    ['the service worker imports a feature', 'sw/layer-fixture.ts', '../src/features/map/providers/tile-layers', /service worker imports only/u],
    ['a function imports the whole catalogue', 'functions/src/layer-fixture.ts', '../../src/messages/i18n', /Cloud Functions import only/u],
    ['a feature imports the ward outlines', 'src/features/map/layer-fixture.ts', '../../domain/places/data/wards.json', /Ward outlines are for the server only/u],
    ['domain code imports the ward outlines', 'src/domain/places/layer-fixture.ts', './data/wards.json', /Ward outlines are for the server only/u],
  ])('fails when %s', async (_case, file, specifier, message) => {
    const code = specifier.endsWith('map-screen') ? `export const load = () => import('${specifier}');\n` : importing(specifier);
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('gives every feature folder its own zone', async () => {
    const features = readdirSync(path.join(root, 'src/features'));
    expect(features.length).toBeGreaterThan(1);
    for (const [i, name] of features.entries()) {
      const other = features[(i + 1) % features.length]!;
      const target = readdirSync(path.join(root, 'src/features', other)).find((file) => /\.tsx?$/u.test(file) && !file.includes('.test.'))!;
      const errors = await layerErrors(`src/features/${name}/layer-fixture.ts`, importing(`../${other}/${target.replace(/\.tsx?$/u, '')}`));
      expect(errors, `${name} importing ${other}/${target}`).toHaveLength(1);
    }
  });

  it('passes the imports the layers allow', async () => {
    expect(
      await layerErrors(
        'src/features/home/layer-fixture.ts',
        importing('./home-screen', '../../shared/problems/problems-context', '../../data/saved-reports', '../../domain/model', '../../messages/i18n'),
      ),
    ).toEqual([]);
    expect(await layerErrors('src/app/layer-fixture.ts', importing('../features/map/map-screen', '../shared/session/session', '../data/backend'))).toEqual([]);
    expect(await layerErrors('src/shared/layer-fixture.ts', importing('./problems/problems-context', '../data/backend', '../messages/i18n'))).toEqual([]);
    expect(await layerErrors('sw/layer-fixture.ts', importing('../src/domain/tile-sources'))).toEqual([]);
    expect(await layerErrors('functions/src/layer-fixture.ts', importing('../../src/domain/model', '../../src/messages/en-names'))).toEqual([]);
    expect(await layerErrors('functions/src/layer-fixture.ts', importing('../../src/domain/places/data/wards.json'))).toEqual([]);
    expect(await layerErrors('src/domain/places/layer-fixture.test.ts', importing('./data/wards.json'))).toEqual([]);
    expect(await layerErrors('src/features/map/layer-fixture.ts', importing('../../domain/places/data/municipalities.json'))).toEqual([]);
  });
});
