#!/usr/bin/env node
// Writes public/mzansi-fix.apk, a tiny placeholder so the download page's default
// APK path works locally: a valid zip (an APK is a zip) holding one README.txt.
// The real APK comes from the Android project. The same bytes every run
// (scripts/lib/zip.mjs: fixed timestamp, fixed compression level), so git sees no change.
// It also writes the file's SHA-256 and size into the version.json beside it, as a
// release must, so the download page can check what it downloads; the other fields
// there are kept as they are (a new version.json gets a demo version and the path).
// `node scripts/make-demo-apk.mjs [outFile]`
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipArchive } from './lib/zip.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'public', 'mzansi-fix.apk'));

const README = `Mzansi Fix - demo APK placeholder

This file stands in for the real Mzansi Fix Android app (APK) so that the web
site's "Download APK File" button works on a local machine. It is a plain zip
archive with this note inside; it cannot be installed on a phone.

The real APK is built by the Mzansi Fix Android project and published in place
of this file, with /version.json naming its version and address.

Made by scripts/make-demo-apk.mjs in the web project.
`;

const zip = zipArchive([{ name: 'README.txt', data: Buffer.from(README, 'utf8'), deflate: true }]);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, zip);
console.log(`${path.relative(root, out)}: ${zip.length} bytes`);

const versionFile = path.join(path.dirname(out), 'version.json');
const info = fs.existsSync(versionFile)
  ? JSON.parse(fs.readFileSync(versionFile, 'utf8'))
  : { version: '0.0.0-demo', apkUrl: `/${path.basename(out)}` };
info.sha256 = crypto.createHash('sha256').update(zip).digest('hex');
info.size = zip.length;
fs.writeFileSync(versionFile, `${JSON.stringify(info, null, 2)}\n`);
console.log(`${path.relative(root, versionFile)}: sha256 ${info.sha256}, size ${info.size}`);
