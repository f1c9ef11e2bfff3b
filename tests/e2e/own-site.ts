// A site server of a test's own, in the test's process, with an empty stand-in for Hosting's CDN.
// The shared server's CDN still holds what earlier projects read (the leaderboard answer for five
// minutes, as Hosting's CDN would after the data changed): a project that replaces the data and
// reads such an answer serves the site itself.
import path from 'node:path';
import { serveSite } from '../../scripts/lib/site-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export type OwnSite = Awaited<ReturnType<typeof serveSite>>;

/** The test build on a free port, talking to the test emulators; close() it when done. */
export function startOwnSite(): Promise<OwnSite> {
  const emulators = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    functions: process.env.FUNCTIONS_EMULATOR_HOST,
  };
  return serveSite({ root, dist: process.env.E2E_DIST ?? 'dist-test', port: 0, emulators, cdn: true });
}
