// The local backend as the scripts use it (`npm start`, the tests, the emulators on their
// own, the bench): check the ports are free, start the Auth, Firestore and Functions
// emulators, load a seed file, have the map index function answer once, do the work,
// and stop the emulators after, whatever happened.
import { startEmulators, warmUpFunctions } from './emulators.mjs';
import { assertPortsFree, EMULATOR_PORT_NAMES, HOST } from './ports.mjs';
import { seedEmulators } from './seed.mjs';

/**
 * Runs `work(backend, started)` with the emulators up and resolves with what it returns.
 *
 * - `ports`: a port set of ports.mjs; all of them must be free (the site servers' too:
 *   `busy` is the hint the error gives), and the emulators take theirs.
 * - `name`: the instance (`.emulators/firebase.<name>.json`, `.emulators/<name>.log`).
 * - `stops`: the script's StopList: the emulators join it, so a signal stops them too;
 *   when `work` ends, they stop, after whatever `work` added to the list after them.
 * - `whileStarting`: work that needs no emulator (a build), started once the ports are
 *   known free and run while the emulators start; `work` gets its result as `started`.
 * - `seedFile`: loaded before `work`, then the map index function is asked once
 *   (`backend.seeded` holds the seeding summary).
 *
 * `backend.env` holds the hosts (FIRESTORE_EMULATOR_HOST, …) for the SDKs and servers;
 * `backend.seed(file)` replaces the data later; `backend.warmUpFunctions()` asks the
 * functions the first pages ask once, so a first page does not wait for their workers to start;
 * `backend.cpuSeconds()` is the CPU time the emulators' processes have used so far;
 * `backend.restart()` starts them again, empty.
 */
export async function withSeededEmulators({ root, ports, name, busy, stops, whileStarting, seedFile, log = console.log }, work) {
  await assertPortsFree(ports, busy);
  const started = whileStarting?.();
  started?.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const emulatorPorts = Object.fromEntries(Object.entries(ports).filter(([port]) => EMULATOR_PORT_NAMES.includes(port)));
  // The functions name the site in links (functions/src/site-origin.ts): the site server this run starts.
  const siteOrigin = ports.site ? `http://${HOST}:${ports.site}` : undefined;
  let emulators = await startEmulators({ root, ports: emulatorPorts, name, log, siteOrigin });
  // Through the variable: after restart() the list stops the emulators running then.
  const entry = stops.add('emulators', () => emulators.stop());
  const { env } = emulators;
  const backend = {
    env,
    seeded: null,
    seed: (file) =>
      seedEmulators({
        file,
        firestoreHost: env.FIRESTORE_EMULATOR_HOST,
        authHost: env.FIREBASE_AUTH_EMULATOR_HOST,
        // Triggers pause while the data is written, or the Functions emulator would redo
        // the seeder's projections and tallies for every document, for minutes after.
        hubHost: env.FIREBASE_EMULATOR_HUB,
        log,
      }),
    warmUpFunctions: () => warmUpFunctions(env.FUNCTIONS_EMULATOR_HOST, log),
    /** CPU seconds the emulators' processes have used so far (the bench waits for them to go quiet). */
    cpuSeconds: () => emulators.cpuSeconds(),
    /**
     * Stops the emulators and starts them again on the same ports, empty (`env` still holds).
     * The bench does this between sizes: after 50,000 reports written and deleted, the Firestore
     * emulator's Java process held 6.8 GB and seeding 200,000 on top took over 30 minutes,
     * where a fresh one takes about 5.
     */
    restart: async () => {
      await emulators.stop();
      emulators = await startEmulators({ root, ports: emulatorPorts, name, log, siteOrigin });
    },
  };
  try {
    if (seedFile) {
      backend.seeded = await backend.seed(seedFile);
      await backend.warmUpFunctions();
    }
    return await work(backend, await started);
  } finally {
    await stops.stopFrom(entry);
  }
}
