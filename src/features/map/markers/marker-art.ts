/**
 * The 40 px marker and cluster art shared by every map provider, as SVG strings
 * (Leaflet wants HTML, Google wants an image URL; both take these). A marker is
 * a pin in the type's colour with its icon; a resolved report gets a check mark
 * and a dashed green ring; the third status a neutral grey pin.
 */
import { MARKER_SIZE_PX } from '../../../domain/constants';
import { statusTone } from '../../../domain/problem-status';
import { problemTypeStyle } from '../../../domain/problem-types';

const RESOLVED_GREEN = '#2e7d32';
const NEUTRAL_GREY = '#607d8b';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** SVG markup for one report's marker (40 x 40 px). */
export function markerSvg(type: string, status: string): string {
  const size = MARKER_SIZE_PX;
  const style = problemTypeStyle(type);
  const tone = statusTone(status);
  const fill = tone === 'neutral' ? NEUTRAL_GREY : style.colour;
  const ring =
    tone === 'resolved'
      ? `<circle cx="20" cy="17" r="16.5" fill="none" stroke="${RESOLVED_GREEN}" stroke-width="3" stroke-dasharray="4 3"/>`
      : '';
  const check =
    tone === 'resolved'
      ? `<circle cx="31" cy="8" r="7" fill="${RESOLVED_GREEN}" stroke="#fff" stroke-width="1.5"/><path d="M27.5 8.2l2.4 2.4 4.6-4.8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    `<path d="M20 39c-1-3.5-4-6.5-8-10.5A13 13 0 1 1 28 28.5c-4 4-7 7-8 10.5z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
    ring +
    `<text x="20" y="22" text-anchor="middle" font-size="14" font-family="'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',sans-serif">${escapeXml(style.icon)}</text>` +
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
  const label = count >= 10000 ? `${Math.round(count / 1000)}k` : count.toLocaleString('en-ZA');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${r}" cy="${r}" r="${r - 1}" fill="#0b6e4f" fill-opacity="0.25"/>` +
    `<circle cx="${r}" cy="${r}" r="${r - 6}" fill="#0b6e4f" stroke="#fff" stroke-width="2"/>` +
    `<text x="${r}" y="${r + 4.5}" text-anchor="middle" font-size="13" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${label}</text>` +
    `</svg>`
  );
}
