// seed/demo.json is what scripts/generate-demo-seed.mjs writes from scripts/demo-data/ (its
// defaults, so anyone can regenerate and diff it), and its reports are spread so that the
// municipalities board (issue 39, point 6) has something to rank and something it cannot yet:
// at least eight municipalities with 10 or more resolved reports (the board's rule for a rank)
// and a few with reports but fewer. Places are found with the server's own placer, as the
// seeding's index rebuild finds them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WardsFile } from '../src/domain/places/boundary-file';
import wards from '../src/domain/places/data/wards.json';
import { createPlacer } from '../src/domain/places/placer';

const root = path.resolve(import.meta.dirname, '..');
const committed = fs.readFileSync(path.join(root, 'seed/demo.json'), 'utf8');
/** Resolved reports a municipality needs before the board ranks it (issue 39, point 4). */
const RANKED_FROM = 10;

interface SeedProblem {
  readonly status?: unknown;
  readonly coordinates?: { readonly latitude?: unknown; readonly longitude?: unknown } | null;
}

describe('the demo seed', () => {
  it('is what generate-demo-seed.mjs writes with its defaults', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-seed-'));
    try {
      const out = path.join(dir, 'demo.json');
      execFileSync(process.execPath, [path.join(root, 'scripts/generate-demo-seed.mjs'), '--out', out], { stdio: 'pipe' });
      expect(fs.readFileSync(out, 'utf8') === committed).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the board at least eight municipalities to rank and a few it cannot rank yet', () => {
    const place = createPlacer(wards as WardsFile);
    const resolved = new Map<string, number>();
    for (const problem of (JSON.parse(committed) as { problems: SeedProblem[] }).problems) {
      const found = place(problem.coordinates?.latitude, problem.coordinates?.longitude);
      if (found) resolved.set(found.municipality, (resolved.get(found.municipality) ?? 0) + (problem.status === 'Resolved' ? 1 : 0));
    }
    const counts = [...resolved.values()];
    expect(counts.filter((n) => n >= RANKED_FROM).length).toBeGreaterThanOrEqual(8);
    expect(counts.filter((n) => n < RANKED_FROM).length).toBeGreaterThanOrEqual(3);
  });
});
