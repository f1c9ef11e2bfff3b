// Issue 13, point 4: Cloud Functions stopped deploying `nodejs20` on 2026-10-30.
// firebase.json's runtime and functions/package.json's engine must name the same
// supported Node version, or a deploy fails (or runs on what neither file says).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const SUPPORTED = ['22', '24'];

describe('the functions runtime', () => {
  const firebase = readJson('firebase.json') as { functions: { runtime?: string } | { runtime?: string }[] };
  const runtimes = [firebase.functions].flat().map((codebase) => codebase.runtime);
  const engine = (readJson('functions/package.json') as { engines?: { node?: string } }).engines?.node;

  it('is a Node version Cloud Functions still deploys, in both files alike', () => {
    expect(SUPPORTED).toContain(engine);
    for (const runtime of runtimes) expect(runtime).toBe(`nodejs${engine}`);
  });
});
