/**
 * The site's origin, for every link and photo URL a function writes (Open311's
 * discovery document, `media_url`, the `Link` and `Location` headers). It comes
 * from configuration only, never from a request: an answer the CDN keeps is
 * shared by everyone, so a forged `X-Forwarded-Host` must not be able to plant
 * another site's address in it.
 *
 * - `SITE_ORIGIN` in the function's environment (set it at deploy time, e.g.
 *   `https://mzansifix.co.za` in functions/.env.<project id>); the local scripts
 *   set it to the site server they start (scripts/lib/emulators.mjs).
 * - Else, in the Functions emulator, the site `npm start` serves: http://127.0.0.1:4173.
 * - Else Hosting's default site of the project, `https://<project id>.web.app`.
 */
const EMULATOR_DEFAULT = 'http://127.0.0.1:4173';

/** The origin (scheme, host and port, no trailing slash) links are made on. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      throw new Error(`SITE_ORIGIN "${configured}" is not a URL such as https://mzansifix.co.za`);
    }
  }
  if (env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_DEFAULT;
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? JSON.parse(env.FIREBASE_CONFIG ?? '{}').projectId;
  if (!project) throw new Error('Set SITE_ORIGIN: the function cannot tell which site it serves.');
  return `https://${project}.web.app`;
}
