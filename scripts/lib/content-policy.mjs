// The Content Security Policy differs between the two builds of the site in one way.
// firebase.json holds the policy of the open-map build (Leaflet, the default): no
// 'unsafe-eval', and no Google map host. A build with a Google Maps key
// (VITE_GOOGLE_MAPS_API_KEY) runs Google's map script, which evaluates code it builds
// and loads script, styles, fonts, images and data from Google's map hosts (Google's
// "Content Security Policy guide" for the Maps JavaScript API): exactly those sources,
// and no others, are added to that build's policy here. The build says which kind it
// is in a file it writes beside its pages (lib/build-facts.mjs); the local server
// (lib/site-server.mjs) and the deploy configuration (scripts/deploy-config.mjs)
// both read it, so the policy served is always the one the build needs.
import fs from 'node:fs';
import path from 'node:path';

/** The file a build writes beside its index.html: `{ googleMaps, photoBuckets }`. Hosting leaves dot-files out of a deploy. */
export const BUILD_FACTS_FILE = '.build-facts.json';

/**
 * Google's map hosts: its script, tiles, satellite and Street View imagery, named host
 * by host, not `*.googleapis.com`, which would admit every Cloud Storage bucket too.
 * connect-src needs them as well as img-src: the service worker fetches them itself.
 */
const GOOGLE_MAP_HOSTS = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://khms0.googleapis.com',
  'https://khms1.googleapis.com',
  'https://streetviewpixels-pa.googleapis.com',
  'https://*.google.com',
  'https://*.googleusercontent.com',
  'https://*.ggpht.com',
];

/** What Google's map script needs beyond the open build's policy. */
export const GOOGLE_MAPS_SOURCES = {
  'script-src': ["'unsafe-eval'", 'https://maps.googleapis.com', 'https://maps.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'img-src': GOOGLE_MAP_HOSTS,
  'connect-src': GOOGLE_MAP_HOSTS,
};

/** What a build says about itself; a folder with no facts file is an open-map build. */
export function readBuildFacts(folder) {
  try {
    const facts = JSON.parse(fs.readFileSync(path.join(folder, BUILD_FACTS_FILE), 'utf8'));
    return { googleMaps: facts?.googleMaps === true };
  } catch {
    return { googleMaps: false };
  }
}

/** Appends `sources` to the named directives of a policy string. */
export function widenPolicy(policy, directives, sources) {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (directives.includes(part.split(/\s+/u)[0]) ? `${part} ${sources.join(' ')}` : part))
    .join('; ');
}

/** A policy as a build of that kind needs it: firebase.json's, plus Google's map sources in a Google Maps build. */
export function policyForBuild(policy, { googleMaps }) {
  if (!googleMaps) return policy;
  return Object.entries(GOOGLE_MAPS_SOURCES).reduce((widened, [directive, sources]) => widenPolicy(widened, [directive], sources), policy);
}

/** `hosting` (firebase.json's section) with every policy header changed by `change`. */
export function mapPolicies(hosting, change) {
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => (header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: change(header.value) } : header)),
  }));
  return { ...hosting, headers };
}

/** A policy string as its directives, each with its sources, in order. */
export function policyDirectives(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}
