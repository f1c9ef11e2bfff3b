/**
 * Every icon the site draws, as the `d` of each stroked path on a 24 x 24 grid
 * (round caps and joins, no fill): one table that React (`icon.tsx`) and the SVG
 * strings of the map markers (`icon-svg.ts`) both read, so an icon looks the same
 * everywhere. No icon font and no emoji: these render on any phone, and only the
 * icons listed here reach the bundle (a few hundred bytes each).
 *
 * Sources (README.md beside this file): most are copied unchanged from Tabler Icons
 * 3.51.0 (`@tabler/icons`, outline set, MIT licence, copyright Paweł Kuna:
 * LICENSE-tabler-icons.txt), leaving out Tabler's invisible bounding-box path.
 * Four problem types have no fitting icon there (pothole, street light, guard
 * rail, a dumped bag) and were drawn for this project on the same grid and stroke.
 */
import type { ProblemIconName } from '../../../domain/problem-types';

/** Icons of the interface itself (home tiles, votes, glance's theme, external links). */
export type InterfaceIconName =
  | 'map'
  | 'trophy'
  | 'user'
  | 'key'
  | 'thumb-up'
  | 'thumb-down'
  | 'sun'
  | 'moon'
  | 'contrast'
  | 'external-link';

export type IconName = ProblemIconName | InterfaceIconName;

export const ICON_PATHS: Readonly<Record<IconName, readonly string[]>> = {
  // Tabler: droplet.
  droplet: [
    'M7.502 19.423c2.602 2.105 6.395 2.105 8.996 0c2.602 -2.105 3.262 -5.708 1.566 -8.546l-4.89 -7.26c-.42 -.625 -1.287 -.803 -1.936 -.397a1.376 1.376 0 0 0 -.41 .397l-4.893 7.26c-1.695 2.838 -1.035 6.441 1.567 8.546',
  ],
  // Tabler: traffic-lights.
  'traffic-lights': [
    'M7 7a5 5 0 0 1 5 -5a5 5 0 0 1 5 5v10a5 5 0 0 1 -5 5a5 5 0 0 1 -5 -5l0 -10',
    'M11 7a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M11 17a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  // Drawn for this project: a road's two edges (as Tabler's road) with a hole in it, so it
  // differs from Road Markings' dashes in the middle of the same road.
  pothole: ['M3 20l3.5 -16', 'M21 20l-3.5 -16', 'M8 14.5a4 2.5 0 1 0 8 0a4 2.5 0 1 0 -8 0'],
  // Drawn for this project: a lamp post, its arm, a flat road lamp and the edges of its beam
  // (rays under a round lamp read as a shower head at 16 px).
  'street-light': ['M4 21h6', 'M7 21v-14a3 3 0 0 1 3 -3h9', 'M13 4v2h6v-2', 'M13 9l-2 5', 'M19 9l2 5'],
  // Drawn for this project: a beam running past the edges on three posts (two would read as a bench).
  'guard-rail': ['M2 8h20', 'M2 13h20', 'M5 13v7', 'M12 13v7', 'M19 13v7'],
  // Drawn for this project: a tied rubbish bag, as left on a verge.
  'bin-bag': ['M9 3l3 4l3 -4', 'M10 7h4c3.5 2 5 5.5 5 9a4 4 0 0 1 -4 4h-6a4 4 0 0 1 -4 -4c0 -3.5 1.5 -7 5 -9z'],
  // Tabler: tent.
  tent: ['M11 14l4 6h6l-9 -16l-9 16h6l4 -6'],
  // Tabler: trash.
  trash: [
    'M4 7l16 0',
    'M10 11l0 6',
    'M14 11l0 6',
    'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
    'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
  ],
  // Tabler: road.
  road: ['M4 19l4 -14', 'M16 5l4 14', 'M12 8v-2', 'M12 13v-2', 'M12 18v-2'],
  // Tabler: traffic-cone.
  'traffic-cone': ['M4 20l16 0', 'M9.4 10l5.2 0', 'M7.8 15l8.4 0', 'M6 20l5 -15h2l5 15'],
  // Tabler: alert-circle.
  'alert-circle': ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 8v4', 'M12 16h.01'],
  // Tabler: map.
  map: ['M3 7l6 -3l6 3l6 -3v13l-6 3l-6 -3l-6 3v-13', 'M9 4v13', 'M15 7v13'],
  // Tabler: trophy.
  trophy: [
    'M8 21l8 0',
    'M12 17l0 4',
    'M7 4l10 0',
    'M17 4v8a5 5 0 0 1 -10 0v-8',
    'M3 9a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M17 9a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  ],
  // Tabler: user.
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
  // Tabler: key.
  key: [
    'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0',
    'M15 9h.01',
  ],
  // Tabler: thumb-up.
  'thumb-up': [
    'M7 11v8a1 1 0 0 1 -1 1h-2a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1h3a4 4 0 0 0 4 -4v-1a2 2 0 0 1 4 0v5h3a2 2 0 0 1 2 2l-1 5a2 3 0 0 1 -2 2h-7a3 3 0 0 1 -3 -3',
  ],
  // Tabler: thumb-down.
  'thumb-down': [
    'M7 13v-8a1 1 0 0 0 -1 -1h-2a1 1 0 0 0 -1 1v7a1 1 0 0 0 1 1h3a4 4 0 0 1 4 4v1a2 2 0 0 0 4 0v-5h3a2 2 0 0 0 2 -2l-1 -5a2 3 0 0 0 -2 -2h-7a3 3 0 0 0 -3 3',
  ],
  // Tabler: sun.
  sun: [
    'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
  ],
  // Tabler: moon.
  moon: ['M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008'],
  // Tabler: contrast (glance's "Auto" theme: half day, half night).
  contrast: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 17a5 5 0 0 0 0 -10v10'],
  // Tabler: external-link.
  'external-link': ['M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6', 'M11 13l9 -9', 'M15 4h5v5'],
};
