// public/version.json must describe public/mzansi-fix.apk, or the download page
// refuses the demo APK as changed. scripts/make-demo-apk.mjs writes both; this
// fails when one is replaced without the other, and checks that the script
// writes the same checksum for a file elsewhere, leaving the other fields alone.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVersionJson } from '../src/domain/version-info';

const root = path.resolve(import.meta.dirname, '..');
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('the demo APK and its version.json', () => {
  it('agree: the published sha256 and size are the shipped file\'s', () => {
    const apk = fs.readFileSync(path.join(root, 'public/mzansi-fix.apk'));
    const result = parseVersionJson(fs.readFileSync(path.join(root, 'public/version.json'), 'utf8'));
    expect(result.ok && { sha256: result.value.sha256, size: result.value.size }).toEqual({ sha256: sha256(apk), size: apk.length });
  });

  it('are written by make-demo-apk.mjs, which keeps the other fields of version.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-apk-'));
    try {
      const versionFile = path.join(dir, 'version.json');
      fs.writeFileSync(versionFile, JSON.stringify({ version: '9.9.9', notes: 'Kept.', apkUrl: '/x.apk', sha256: 'stale' }));
      execFileSync(process.execPath, [path.join(root, 'scripts/make-demo-apk.mjs'), path.join(dir, 'x.apk')], { stdio: 'pipe' });
      const apk = fs.readFileSync(path.join(dir, 'x.apk'));
      expect(JSON.parse(fs.readFileSync(versionFile, 'utf8'))).toEqual({ version: '9.9.9', notes: 'Kept.', apkUrl: '/x.apk', sha256: sha256(apk), size: apk.length });
      // The same bytes as the shipped demo: the script is deterministic.
      expect(apk.equals(fs.readFileSync(path.join(root, 'public/mzansi-fix.apk')))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
