/**
 * Which Firebase project the site talks to, read from the build's environment.
 * With no `VITE_FIREBASE_*` settings the site uses the local emulators (project
 * `demo-mzansi-fix`), which is what `npm start` and the tests run.
 */
export const DEMO_PROJECT_ID = 'demo-mzansi-fix';
/** The demo project's Storage bucket: where its report photos would live (src/domain/report-limits.ts lists it). */
export const DEMO_STORAGE_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

export interface FirebaseSettings {
  readonly options: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly appId?: string;
    readonly storageBucket?: string;
    readonly messagingSenderId?: string;
  };
  /** Set when the site talks to the local emulators instead of production. */
  readonly emulators: { readonly host: string; readonly authPort: number; readonly firestorePort: number } | null;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** Reads the settings from a Vite-style environment; bad ports fall back to the defaults. */
export function firebaseSettingsFromEnv(env: Env): FirebaseSettings {
  const text = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const apiKey = text('VITE_FIREBASE_API_KEY');
  const projectId = text('VITE_FIREBASE_PROJECT_ID');
  if (apiKey && projectId) {
    return {
      options: {
        apiKey,
        projectId,
        authDomain: text('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
        appId: text('VITE_FIREBASE_APP_ID'),
        storageBucket: text('VITE_FIREBASE_STORAGE_BUCKET'),
        messagingSenderId: text('VITE_FIREBASE_MESSAGING_SENDER_ID'),
      },
      emulators: null,
    };
  }
  return {
    options: { apiKey: 'demo-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID, storageBucket: DEMO_STORAGE_BUCKET },
    emulators: {
      host: text('VITE_EMULATOR_HOST') ?? '127.0.0.1',
      authPort: port(text('VITE_AUTH_EMULATOR_PORT'), 9099),
      firestorePort: port(text('VITE_FIRESTORE_EMULATOR_PORT'), 8080),
    },
  };
}

function port(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

/**
 * The Storage buckets this build shows report photos from: its own project's
 * bucket, when the configuration names one (the demo's always does), else none,
 * and then only the demo's own photo paths are drawn.
 */
export function photoBucketsOf(settings: FirebaseSettings): string[] {
  const bucket = settings.options.storageBucket;
  return bucket ? [bucket] : [];
}
