/**
 * Which kind of request a URL is, for the service worker's routes. Pure
 * functions of the URL (and the request's destination), so each rule can be
 * unit-tested without a browser.
 */
import { photoUrlPattern } from '../src/domain/report-limits';
import { tileSources, tileUrlTemplates, type BuildEnv } from '../src/domain/tile-sources';

/** Same-origin paths that are files, never pages: the shell must not answer them (`/open311/` answers XML too, `/feeds/` Atom). */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/version\.json$/u,
  /^\/data\//u,
  /\.apk$/iu,
  /^\/demo\//u,
  /^\/icons\//u,
  /^\/open311\//u,
  /^\/feeds\//u,
  /\.(?:png|svg|json|webmanifest|txt)$/iu,
];

export function isVersionInfo(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/version.json';
}

/** The map index's summary, unplaced reports or one tile on this origin (src/domain/map-tiles/map-tiles-url.ts). */
export function isMapTileAnswer(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/data\/map-tiles\/(?:summary|unplaced|\d{1,2}\/\d{1,5}\/\d{1,5})$/u.test(url.pathname);
}

/** One municipality's ward file on this origin (/data/wards/CPT.json, src/data/ward-files.ts). */
export function isWardFile(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/data\/wards\/[A-Z0-9]{2,6}\.json$/u.test(url.pathname);
}

export function isApk(url: URL): boolean {
  return /\.apk$/iu.test(url.pathname);
}

/**
 * Google's map script, its tiles and imagery. Firestore and Auth also live on
 * googleapis.com, so the match names the map hosts, not the whole domain.
 */
export function isGoogleMaps(url: URL): boolean {
  const host = url.hostname;
  return (
    host === 'maps.googleapis.com' ||
    host === 'maps.gstatic.com' ||
    /^(?:khms|mts|mt)\d*\.google(?:apis)?\.com$/u.test(host) ||
    host === 'streetviewpixels-pa.googleapis.com' ||
    (host.endsWith('.google.com') && url.pathname.startsWith('/maps/'))
  );
}

/** A regular expression for a Leaflet URL template such as https://{s}.tile.example/{z}/{x}/{y}.png. */
export function tileTemplatePattern(template: string): RegExp {
  const parts = template.split(/(\{[^}]+\})/u).map((part) => {
    if (part === '{s}') return '[a-z0-9-]+';
    if (part === '{r}') return '(?:@2x)?';
    if (/^\{[^}]+\}$/u.test(part)) return '-?\\d+';
    return part.replace(/[.*+?^$()|[\]\\/]/gu, '\\$&');
  });
  // Query strings (API keys, cache busters) may follow the template.
  return new RegExp(`^${parts.join('')}(?:\\?.*)?$`, 'u');
}

const TILE_PATTERNS = tileUrlTemplates(tileSources(import.meta.env as BuildEnv)).map(tileTemplatePattern);

/** A map tile from one of the configured raster sources. */
export function isTile(url: URL, destination: string, patterns: readonly RegExp[] = TILE_PATTERNS): boolean {
  if (destination !== '' && destination !== 'image') return false;
  return patterns.some((pattern) => pattern.test(url.href));
}

const PHOTO_PATTERN = new RegExp(photoUrlPattern(), 'u');

/**
 * A report photo: a demo photo on this origin, or an object in one of the
 * project's own Storage buckets (report-limits.ts, the list the rules and the
 * policy use); never a map tile, and never Google's imagery, whose rules come
 * first. An image from anywhere else is not kept: a stranger's bucket could
 * swap its picture, and keeping it for days would keep logging its viewers.
 */
export function isPhoto(url: URL, destination: string, origin: string): boolean {
  if (destination !== 'image' || isTile(url, destination) || isGoogleMaps(url)) return false;
  if (url.origin === origin) return url.pathname.startsWith('/demo/photos/');
  return PHOTO_PATTERN.test(url.href);
}
