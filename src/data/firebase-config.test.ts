import { describe, expect, it } from 'vitest';
import { PHOTO_BUCKETS } from '../domain/report-limits';
import { DEMO_PROJECT_ID, firebaseSettingsFromEnv, photoBucketsOf } from './firebase-config';

describe('firebaseSettingsFromEnv', () => {
  it('uses the local emulators when no Firebase project is configured', () => {
    const settings = firebaseSettingsFromEnv({});
    expect(settings.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(settings.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, firestorePort: 8080 });
  });

  it('takes emulator ports from the environment and ignores bad ones', () => {
    expect(firebaseSettingsFromEnv({ VITE_AUTH_EMULATOR_PORT: '9199', VITE_FIRESTORE_EMULATOR_PORT: '8180' }).emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9199,
      firestorePort: 8180,
    });
    expect(firebaseSettingsFromEnv({ VITE_AUTH_EMULATOR_PORT: 'abc', VITE_FIRESTORE_EMULATOR_PORT: '70000' }).emulators).toMatchObject({
      authPort: 9099,
      firestorePort: 8080,
    });
  });

  it('uses a real project, and no emulators, when its key and id are set', () => {
    const settings = firebaseSettingsFromEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'mzansi-prod ' });
    expect(settings.emulators).toBeNull();
    expect(settings.options).toMatchObject({ apiKey: 'key', projectId: 'mzansi-prod', authDomain: 'mzansi-prod.firebaseapp.com' });
  });

  it('stays on the emulators when only half the config is given', () => {
    expect(firebaseSettingsFromEnv({ VITE_FIREBASE_API_KEY: 'key' }).emulators).not.toBeNull();
    expect(firebaseSettingsFromEnv({ VITE_FIREBASE_PROJECT_ID: '  ' }).emulators).not.toBeNull();
  });

  it("names the build's own Storage bucket for photos: the demo's, which the rules list, or the configured one", () => {
    expect(photoBucketsOf(firebaseSettingsFromEnv({}))).toEqual(['demo-mzansi-fix.appspot.com']);
    expect(PHOTO_BUCKETS).toContain(photoBucketsOf(firebaseSettingsFromEnv({}))[0]);
    const real = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'mzansi-prod' };
    expect(photoBucketsOf(firebaseSettingsFromEnv({ ...real, VITE_FIREBASE_STORAGE_BUCKET: 'mzansi-prod.firebasestorage.app' }))).toEqual(['mzansi-prod.firebasestorage.app']);
    expect(photoBucketsOf(firebaseSettingsFromEnv(real))).toEqual([]);
  });
});
