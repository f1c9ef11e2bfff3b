// Writes zip archives, for the two files the scripts make that are zips: the demo APK
// placeholder (public/mzansi-fix.apk) and the Firestore emulator's launcher JAR. Only
// what they need: a few small entries, stored or deflated, no zip64, no extra fields.
// Every entry carries one fixed timestamp, so the same input gives the same bytes and
// git sees no change when a file is made again.
import zlib from 'node:zlib';

// 1 January 2026, 00:00, in MS-DOS date/time form.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;

/**
 * A zip archive of `entries` (`{ name, data, deflate }`, data a Buffer): each is
 * deflated at level 9 when `deflate` is true, else stored as it is.
 */
export function zipArchive(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const { local, central } = zipEntry(entry, offset);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory signature
  end.writeUInt16LE(entries.length, 8); // entries on this disk
  end.writeUInt16LE(entries.length, 10); // entries in total
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** One entry: its local header + data, and its central directory record. */
function zipEntry({ name, data, deflate = false }, offset) {
  const nameBytes = Buffer.from(name, 'utf8');
  const body = deflate ? zlib.deflateRawSync(data, { level: 9 }) : data;
  const fields = {
    version: deflate ? 20 : 10, // 2.0 is the first to know deflate; 1.0 reads stored entries
    method: deflate ? DEFLATED : STORED,
    crc: zlib.crc32(data),
    compressedSize: body.length,
    size: data.length,
    nameLength: nameBytes.length,
  };

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header signature
  writeSharedFields(local, 4, fields);
  // 28: no extra field

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory signature
  central.writeUInt16LE(20, 4); // made by: 2.0
  writeSharedFields(central, 6, fields);
  // 30-41: extra length, comment length, disk number, internal and external attributes, all 0
  central.writeUInt32LE(offset, 42);

  return { local: Buffer.concat([local, nameBytes, body]), central: Buffer.concat([central, nameBytes]) };
}

/**
 * The fields the local header and the central record share, in the same order in
 * both (from byte 4 of the one and byte 6 of the other): version needed, flags,
 * method, time, date, CRC-32, both sizes, the name's length.
 */
function writeSharedFields(header, at, { version, method, crc, compressedSize, size, nameLength }) {
  header.writeUInt16LE(version, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(method, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(compressedSize, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}
