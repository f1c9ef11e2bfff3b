// The zip writer, read back by a reader written from the zip format's description
// (central directory first, as unzip and Java do), not by the writer's own code.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipArchive } from './zip.mjs';

interface ReadEntry {
  name: string;
  method: number;
  crc: number;
  data: Buffer;
}

function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    // The local header repeats the central record's fields, two bytes earlier.
    expect(zip.subarray(local + 4, local + 28)).toEqual(zip.subarray(at + 6, at + 30));
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressedSize);
    entries.push({ name, method, crc, data: method === 8 ? zlib.inflateRawSync(body) : Buffer.from(body) });
    at += 46 + nameLength;
  }
  return entries;
}

describe('zipArchive', () => {
  const manifest = Buffer.from('Manifest-Version: 1.0\r\nMain-Class: a.B\r\n\r\n', 'utf8');
  const readme = Buffer.from('Mzansi Fix – a placeholder, with a dash that is not ASCII.\n'.repeat(20), 'utf8');
  const entries = [
    { name: 'META-INF/MANIFEST.MF', data: manifest },
    { name: 'README.txt', data: readme, deflate: true },
  ];

  it('holds every entry, stored or deflated, with its CRC-32', () => {
    const read = readZip(zipArchive(entries));
    expect(read.map((entry) => [entry.name, entry.method])).toEqual([
      ['META-INF/MANIFEST.MF', 0],
      ['README.txt', 8],
    ]);
    expect(read[0].data).toEqual(manifest);
    expect(read[1].data).toEqual(readme);
    for (const entry of read) expect(entry.crc).toBe(zlib.crc32(entry.data));
  });

  it('writes the same bytes for the same entries, so a remade file is no change to git', () => {
    expect(zipArchive(entries)).toEqual(zipArchive(entries));
  });
});
