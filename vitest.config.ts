import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (pure logic, no emulator); integration tests
// under tests/integration talk to the real Firebase emulators, which
// scripts/with-emulators.mjs starts and names in FIRESTORE_EMULATOR_HOST /
// FIREBASE_AUTH_EMULATOR_HOST.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The English catalogue is active, as on an English page (src/messages/test-setup.ts).
          setupFiles: ['src/messages/test-setup.ts'],
          // The property tests run hundreds of cases: seconds on a busy 2-core machine, not the default 5.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A file's seeding waits until the triggers have caught up (scripts/lib/seed.mjs, drainTriggers).
          hookTimeout: 120_000,
          // One emulator pair is shared: files must not wipe each other's data mid-run.
          fileParallelism: false,
        },
      },
    ],
  },
});
