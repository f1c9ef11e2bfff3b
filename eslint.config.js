// Lint enforces the layers of docs/architecture.md §1: domain is pure, only data talks to
// Firebase or IndexedDB, and nothing imports in a circle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const sdkImports = [
  { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/data talks to Firebase; go through the Backend interface.' },
  { group: ['idb', 'idb/*'], message: 'Only src/data touches IndexedDB; use the snapshot store.' },
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
            { regex: '^(?!\\./|\\.\\./domain/|vitest$|fast-check$)', message: 'src/domain imports nothing outside src/domain.' },
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
            { regex: '^(?!\\./|\\.\\./(?!\\.\\./)|vitest$|fast-check$)', message: 'src/domain imports nothing outside src/domain.' },
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
