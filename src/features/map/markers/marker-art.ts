/**
 * The 40 px marker and cluster art shared by every map provider, as SVG strings
 * (Leaflet wants HTML, Google wants an image URL; both take these). A marker is
 * a pin in the type's colour with its icon in white; a resolved report gets a
 * check mark and a dashed green ring; the third status a neutral grey pin.
 *
 * The colours are MAP_COLOURS of the design tokens (src/domain/tokens/colours.ts),
 * written into the SVG as values, not CSS variables: Google draws the art as an
 * image, where the page's variables do not reach. src/app/type-icon-contrast.test.ts
 * checks every pair.
 */
import { iconGroup } from '../../../shared/components/icons/icon-svg';
import { MARKER_SIZE_PX } from '../../../domain/constants';
import { statusTone } from '../../../domain/problem-status';
import { problemTypeStyle, type ProblemIconName } from '../../../domain/problem-types';
import { MAP_COLOURS } from '../../../domain/tokens/colours';
import { formatCount } from '../../../messages/formats';

/** The icon inside the pin's round head (centre 20, 18; radius 13): 18 px, so it keeps the bold stroke. */
const ICON_BOX = { x: 11, y: 9, size: 18 } as const;

/**
 * Markers are made for thousands of reports, but there are only 11 icons x 3
 * tones: each string is built once and handed out again (and the providers key
 * their own icon objects by it).
 */
const markers = new Map<string, string>();

/** SVG markup for one report's marker (40 x 40 px). */
export function markerSvg(type: string, status: string): string {
  const style = problemTypeStyle(type);
  const tone = statusTone(status);
  // Keyed by the style, not the type: a hostile type name must not grow the cache.
  const key = `${style.icon}|${style.colour}|${tone}`;
  let svg = markers.get(key);
  if (svg === undefined) {
    svg = drawMarker(style.icon, tone === 'neutral' ? MAP_COLOURS.neutral : style.colour, tone === 'resolved');
    markers.set(key, svg);
  }
  return svg;
}

function drawMarker(icon: ProblemIconName, fill: string, resolved: boolean): string {
  const size = MARKER_SIZE_PX;
  const { onPin, resolved: green } = MAP_COLOURS;
  const ring = resolved
    ? `<circle cx="20" cy="17" r="16.5" fill="none" stroke="${green}" stroke-width="3" stroke-dasharray="4 3"/>`
    : '';
  const check = resolved
    ? `<circle cx="31" cy="8" r="7" fill="${green}" stroke="${onPin}" stroke-width="1.5"/><path d="M27.5 8.2l2.4 2.4 4.6-4.8" fill="none" stroke="${onPin}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  return (
    // aria-hidden: the marker element around the art carries the name (type and status).
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true">` +
    `<path d="M20 39c-1-3.5-4-6.5-8-10.5A13 13 0 1 1 28 28.5c-4 4-7 7-8 10.5z" fill="${fill}" stroke="${onPin}" stroke-width="2"/>` +
    ring +
    iconGroup(icon, { ...ICON_BOX, colour: onPin }) +
    check +
    `</svg>`
  );
}

/** Cluster bubble sizes grow with the count so a big cluster reads as big. */
export function clusterSize(count: number): number {
  if (count < 10) return 36;
  if (count < 100) return 42;
  if (count < 1000) return 50;
  return 58;
}

/** SVG markup for a cluster of `count` reports. */
export function clusterSvg(count: number): string {
  const size = clusterSize(count);
  const r = size / 2;
  const label = count >= 10000 ? `${Math.round(count / 1000)}k` : formatCount(count);
  const { cluster, onPin } = MAP_COLOURS;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">` +
    `<circle cx="${r}" cy="${r}" r="${r - 1}" fill="${cluster}" fill-opacity="0.25"/>` +
    `<circle cx="${r}" cy="${r}" r="${r - 6}" fill="${cluster}" stroke="${onPin}" stroke-width="2"/>` +
    `<text x="${r}" y="${r + 4.5}" text-anchor="middle" font-size="13" font-weight="700" fill="${onPin}" font-family="system-ui,sans-serif">${label}</text>` +
    `</svg>`
  );
}
