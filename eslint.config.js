// Lint enforces the layers of docs/architecture.md §1: app → features → shared → data →
// domain, each importing only what is below it (no feature another feature); sw/ and
// functions/ only the domain; domain is pure, only data talks to Firebase or IndexedDB, and
// nothing imports in a circle. src/layers.test.ts proves a forbidden import fails.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const sdkImports = [
  { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/data talks to Firebase; go through the Backend interface.' },
  { group: ['idb', 'idb/*'], message: 'Only src/data touches IndexedDB; use the snapshot store.' },
];

/**
 * The packages the domain may import: the test runner and property tests, Flatbush (the
 * placer's spatial index, src/domain/places) and turf's point-in-polygon (only its reference
 * test). Pure JavaScript, no I/O, no globals.
 */
const pureLibraries = ['vitest', 'fast-check', 'flatbush', '@turf/boolean-point-in-polygon'].map((name) => `${name}$`).join('|');

const here = import.meta.dirname;
/** Every screen's folder, read from the tree, so a new feature gets its own zone without an edit here. */
const features = readdirSync(path.join(here, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const shell = ['./src/app', './src/main.tsx'];
const why = 'See docs/architecture.md §1.';
/** Who may import whom. A zone's `target` files may not import from its `from` paths. */
const layerZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `A feature does not import another feature: what two screens need goes in src/shared. ${why}`,
  })),
  { target: './src/features', from: shell, message: `A feature does not import the shell (src/app): what it needs from there goes in src/shared. ${why}` },
  {
    target: './src/shared',
    from: [...shell, './src/features'],
    message: `src/shared sits under the screens: it imports src/data, src/domain and src/messages, never a feature or the shell. ${why}`,
  },
  {
    target: './src/data',
    from: [...shell, './src/features', './src/shared', './src/messages'],
    message: `src/data imports only src/domain. ${why}`,
  },
  {
    target: './src/messages',
    from: [...shell, './src/features', './src/shared', './src/data'],
    message: `The message catalogue imports only src/domain. ${why}`,
  },
  {
    target: './src/domain',
    from: [...shell, './src/features', './src/shared', './src/data', './src/messages'],
    message: `src/domain imports nothing outside src/domain. ${why}`,
  },
  { target: './sw', from: './src', except: ['./domain'], message: `The service worker imports only src/domain from the site. ${why}` },
  {
    target: './functions/src',
    from: './src',
    // The four name words the functions write into Firestore, a catalogue part that imports nothing.
    except: ['./domain', './messages/en-names.ts'],
    message: `The Cloud Functions import only src/domain (and src/messages/en-names.ts) from the site. ${why}`,
  },
  {
    // Tests may read it; no code the site or the service worker bundles may.
    target: ['./src/**/!(*.test).{ts,tsx}', './sw/**/*.ts'],
    from: './src/domain/places/data/wards.json',
    message: 'Ward outlines are for the server only: they never go to a phone (docs/boundaries.md).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.emulators', '.bench', 'functions/lib'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: layerZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: sdkImports }] },
  },
  {
    // Domain: pure TypeScript. No React, no SDK, no browser globals, nothing outside src/domain.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sdkImports,
            { regex: `^(?!\\./|\\.\\./domain/|${pureLibraries})`, message: 'src/domain imports nothing outside src/domain.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'fetch'],
    },
  },
  {
    // A folder inside the domain (map-index/) reaches the rest of the domain one level up, and no further.
    files: ['src/domain/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sdkImports,
            { regex: `^(?!\\./|\\.\\./(?!\\.\\./)|${pureLibraries})`, message: 'src/domain imports nothing outside src/domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
