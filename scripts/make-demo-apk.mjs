#!/usr/bin/env node
// Writes public/mzansi-fix.apk, a tiny placeholder so the download page's default
// APK path works locally: a valid zip (an APK is a zip) holding one README.txt.
// The real APK comes from the Android project. No dependencies; the same bytes
// every run (fixed timestamp, fixed compression level), so git sees no change.
// `node scripts/make-demo-apk.mjs [outFile]`
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

// 1 January 2026, 00:00, in MS-DOS date/time form: the fixed timestamp keeps the bytes stable.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One deflated entry: its local header + data, and its central directory record. */
function entry(name, content, offset) {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = zlib.deflateRawSync(content, { level: 9 });
  const crc = crc32(content);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header signature
  local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  local.writeUInt16LE(0x0800, 6); // flags: names are UTF-8
  local.writeUInt16LE(8, 8); // method: deflate
  local.writeUInt16LE(DOS_TIME, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28); // no extra field

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory signature
  central.writeUInt16LE(20, 4); // made by: 2.0
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(DOS_TIME, 12);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  // extra length, comment length, disk number, internal and external attributes: all 0
  central.writeUInt32LE(offset, 42);

  return { local: Buffer.concat([local, nameBytes, data]), central: Buffer.concat([central, nameBytes]) };
}

const files = [['README.txt', Buffer.from(README, 'utf8')]];
const locals = [];
const centrals = [];
let offset = 0;
for (const [name, content] of files) {
  const { local, central } = entry(name, content, offset);
  locals.push(local);
  centrals.push(central);
  offset += local.length;
}
const directory = Buffer.concat(centrals);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0); // end of central directory signature
end.writeUInt16LE(files.length, 8); // entries on this disk
end.writeUInt16LE(files.length, 10); // entries in total
end.writeUInt32LE(directory.length, 12);
end.writeUInt32LE(offset, 16);

const zip = Buffer.concat([...locals, directory, end]);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, zip);
console.log(`${path.relative(root, out)}: ${zip.length} bytes`);
