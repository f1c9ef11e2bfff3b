/**
 * The icons as SVG markup strings, for art that is a string rather than React:
 * the map markers (Leaflet takes HTML, Google an image URL). Same paths and
 * stroke as `<Icon>`, so a marker's icon matches the filter list's.
 */
import { ICON_PATHS, type IconName } from './icon-paths';

/**
 * Stroke width on the 24-unit grid. At 20 px and below a 2-unit stroke is under
 * 1.7 px and fades on a phone screen, so small icons draw bolder (2.5 units:
 * 1.7 px at 16 px, 2.1 px at 20 px); larger ones keep the set's own 2.
 */
export function iconStrokeWidth(sizePx: number): number {
  return sizePx <= 20 ? 2.5 : 2;
}

export interface IconPlacement {
  /** Top-left corner and size, in the user units of the SVG it goes into. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** The stroke colour. */
  readonly colour: string;
}

/** One icon as an SVG `<g>` to put inside another SVG string (a marker). */
export function iconGroup(name: IconName, { x, y, size, colour }: IconPlacement): string {
  const scale = size / 24;
  const paths = ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${iconStrokeWidth(size)}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${paths}</g>`
  );
}
