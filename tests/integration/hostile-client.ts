// What an attack test writes and waits for: a report as the app creates it, and a poll
// for what a Cloud Function does in another process. (tests/integration/attacks.test.ts
// has its own copies from before this module; it can import these instead.)
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';

const { FieldValue } = firebase.firestore;
/** Triggers run in another process, slowly on a busy machine. */
const TRIGGER_TIMEOUT_MS = 90_000;

/** A report as the app creates it, in `uid`'s name. */
export function report(uid: string, changes: Record<string, unknown> = {}) {
  return {
    type: 'Pothole',
    description: 'Deep pothole in the left lane',
    status: 'Active',
    coordinates: { latitude: -26.2041, longitude: 28.0473 },
    streetAddress: '12 Main Rd, Johannesburg',
    reportedBy: 'Mallory',
    reportedByUserId: uid,
    createdAt: FieldValue.serverTimestamp(),
    confirmations: 0,
    denials: 0,
    confirmedBy: {},
    deniedBy: {},
    photos: [],
    ...changes,
  };
}

/** Polls `read` until `done` accepts its answer. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + TRIGGER_TIMEOUT_MS;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`never reached the expected state; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

