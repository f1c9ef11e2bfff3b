// firebase-tools runs the Firestore emulator as `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`
// and would download its own JAR otherwise, which this offline machine cannot. The
// Debian package google-cloud-cli-firestore-emulator ships the emulator as a JAR with
// no Main-Class, so we write a tiny launcher JAR whose manifest names the main class and
// puts the real JAR on its Class-Path. The JAR is a zip; we write it ourselves so no
// `jar` tool is needed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Path of the real emulator JAR: FIRESTORE_EMULATOR_JAR, else the Debian package's. */
export function findFirestoreJar(env = process.env) {
  const jar = env.FIRESTORE_EMULATOR_JAR || DEBIAN_FIRESTORE_JAR;
  if (fs.existsSync(jar)) return jar;
  throw new Error(
    [
      `The Cloud Firestore emulator JAR is missing: ${jar}`,
      'It comes from the Debian package google-cloud-cli-firestore-emulator (part of this machine image).',
      'Install that package, or set FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar.',
    ].join('\n'),
  );
}

/** Writes (once) and returns the launcher JAR for `realJar` under `dir`. */
export function ensureFirestoreLauncher(dir, realJar = findFirestoreJar()) {
  const manifest = `Manifest-Version: 1.0\r\nMain-Class: ${MAIN_CLASS}\r\nClass-Path: ${new URL(`file://${realJar}`).href}\r\n\r\n`;
  const target = path.join(dir, 'firestore-launcher.jar');
  const bytes = storedZip('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8'));
  if (!fs.existsSync(target) || !fs.readFileSync(target).equals(bytes)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  return target;
}

/** A zip archive holding one uncompressed file. */
function storedZip(name, data) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const localSize = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
