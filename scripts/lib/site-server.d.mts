// Types for site-server.mjs (plain JS so `npm start` needs no build step).

/** The emulators a local build talks to, each as host:port. */
export interface EmulatorHosts {
  auth?: string;
  firestore?: string;
  /** Where `"function"` rewrites go (the Functions emulator). */
  functions?: string;
}

export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  public: string;
  rewrites?: { source: string; destination?: string; function?: string | { functionId: string; region?: string } }[];
  headers: HeaderRule[];
  [key: string]: unknown;
}

/** Requests passed to one function of the Functions emulator at once; the rest wait their turn. */
export const FUNCTION_LANES: number;

/** Appends `sources` to the named directives of a Content-Security-Policy string. */
export function widenPolicy(policy: string, directives: string[], sources: string[]): string;

/** firebase.json's hosting section with the policy the build in `dist` needs, and the emulators (if any) let into it. */
export function hostingConfig(root: string, emulators?: EmulatorHosts, dist?: string | null): HostingConfig;

/** Serves a build as Firebase Hosting would; resolves once listening. */
export function serveSite(options: {
  root: string;
  dist: string;
  host?: string;
  /** 0 takes any free port. */
  port: number;
  emulators?: EmulatorHosts;
  /** Keep function answers as Hosting's CDN does (lib/edge-cache.mjs). */
  cdn?: boolean;
  /** A certificate (lib/local-tls.mjs): serve over HTTPS and HTTP/2, as Hosting does. */
  secure?: { key: string; cert: string } | null;
}): Promise<{
  url: string;
  /** Serves another build folder from now on, as a new release (which empties the CDN's copies). */
  deploy(dist: string): void;
  /** Empties the CDN's copies of function answers, as when the data under them was replaced. */
  purge(): void;
  close(): Promise<void>;
}>;
