// firebase-tools runs the Firestore emulator as `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`
// and would download its own JAR otherwise, which this offline machine cannot. The
// Debian package google-cloud-cli-firestore-emulator ships the emulator as a JAR with
// no Main-Class, so we write a tiny launcher JAR whose manifest names the main class and
// puts the real JAR on its Class-Path. The JAR is a zip (scripts/lib/zip.mjs), so no
// `jar` tool is needed.
import fs from 'node:fs';
import path from 'node:path';
import { zipArchive } from './zip.mjs';

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
  const bytes = zipArchive([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]);
  if (!fs.existsSync(target) || !fs.readFileSync(target).equals(bytes)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  return target;
}
