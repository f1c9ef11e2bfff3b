// Types for seed.mjs (plain JS so it runs without a build step).

export interface SeedOptions {
  /** Path to a seed JSON file (format: docs/data-model.md §8). */
  file: string;
  /** Defaults to 'demo-mzansi-fix'. */
  projectId?: string;
  /** host:port; defaults to $FIRESTORE_EMULATOR_HOST, then 127.0.0.1:8080. */
  firestoreHost?: string;
  /** host:port; defaults to $FIREBASE_AUTH_EMULATOR_HOST, then 127.0.0.1:9099. */
  authHost?: string;
  /**
   * The emulator hub (host:port); defaults to $FIREBASE_EMULATOR_HUB. When given and a
   * Functions emulator runs, its background triggers are paused while seeding.
   */
  hubHost?: string | null;
  /** Receives progress notes and the one-line summary; defaults to console.log. */
  log?: (message: string) => void;
  /** Firestore commits (of up to 500 writes) in flight at once; defaults to 4. */
  concurrency?: number;
}

/** What was actually written (records Firestore or Auth refused are logged and not counted). */
export interface SeedResult {
  accounts: number;
  users: number;
  adRewards: number;
  problems: number;
  /** publicProfiles/{uid} projections written (one per stored user). */
  publicProfiles: number;
  /**
   * Problems written whose file `reportedBy` was not their reporter's public name (or was
   * missing): every problem gets that name, as the report guard gives it.
   */
  reportedByReplaced: number;
  /** Map index cells written by the rebuild that follows seeding. */
  mapIndexCells: number;
  /** Wall time of the whole seeding, in milliseconds. */
  ms: number;
}

/** Replaces all data in the Auth and Firestore emulators with the seed file's. */
export function seedEmulators(options: SeedOptions): Promise<SeedResult>;

/** RFC 3339 UTC form of a strict ISO-8601 date-time string, or null if it is not one. */
export function isoToTimestamp(value: string): string | null;

/** A Firestore REST `Value` for a JSON value found under the field name `key`. */
export function encodeValue(value: unknown, key?: string): Record<string, unknown>;

interface TriggerOptions {
  /** Defaults to 'demo-mzansi-fix'. */
  projectId?: string;
  /** host:port; defaults to $FIRESTORE_EMULATOR_HOST. */
  firestoreHost?: string;
  /** Receives a note when catching up took long; defaults to console.log. */
  log?: (message: string) => void;
}

/**
 * Waits until the Firestore emulator has sent the Functions emulator every write made while
 * its triggers were paused (a sentinel user's projection comes and goes).
 */
export function drainTriggers(options?: TriggerOptions): Promise<void>;

/** Turns the Functions emulator's background triggers on again through the hub, then drainTriggers. */
export function resumeTriggers(options?: TriggerOptions & { hubHost?: string }): Promise<void>;
