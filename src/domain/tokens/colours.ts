/**
 * Every colour of the site, written once. The stylesheets read these as custom
 * properties (`brandStrong` is `var(--brand-strong)`), made at build time by
 * tokens-css.ts; TypeScript imports them where CSS does not reach: the map's
 * markers (drawn as images), the map library's own shapes, the web manifest and
 * glance mode's palettes (glance-colours.ts). Each colour has a light and a dark
 * value, the dark one used under `prefers-color-scheme: dark`. Every text pair
 * meets WCAG AA in both themes (colours.test.ts; the e2e test
 * tests/e2e/rendered-contrast.spec.ts checks the same on the rendered pages).
 */
import type { StatusTone } from '../problem-status.ts';

export interface Themed {
  readonly light: string;
  readonly dark: string;
}
export type ThemeName = keyof Themed;

/** The same colour in both themes. */
export const both = (colour: string): Themed => ({ light: colour, dark: colour });

/** A `#rrggbb` colour at `percent` opacity, in the form computed styles use. */
export function withAlpha(hex: string, percent: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r} ${g} ${b} / ${percent}%)`;
}

/** Colours that several roles share; each role below says which it takes. */
const GREEN = '#0b6e4f';
export const INK = '#1c2321';
const PAPER = '#e8ecea';
export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** The status badges' text and background (the same in both themes: each badge carries its own background). */
export const STATUS_COLOURS = {
  active: { foreground: '#8c1d18', background: '#fde7e6' },
  resolved: { foreground: '#1b5e20', background: '#e3f4e4' },
  neutral: { foreground: '#37474f', background: '#eceff1' },
} as const satisfies Record<StatusTone, { foreground: string; background: string }>;

export const SITE_COLOURS = {
  brand: { light: GREEN, dark: '#5fd3a8' },
  /** Links and text in the brand colour (darker or paler than --brand, for 4.5:1). */
  brandStrong: { light: '#085a40', dark: '#8be3c2' },
  /** The share notice in the report detail: the light brand green at 12%, in both themes. */
  brandTint: both(withAlpha(GREEN, 12)),
  /** Yellow: the notices' action button and the border of "needs a connection". */
  accent: both('#ffb612'),
  onAccent: both(INK),
  bg: { light: '#f6f7f5', dark: '#121614' },
  surface: { light: WHITE, dark: '#1c2220' },
  text: { light: INK, dark: PAPER },
  muted: { light: '#4d5753', dark: '#aab4af' },
  border: { light: '#d5dad7', dark: '#35403b' },
  focus: { light: '#1a5fb4', dark: '#8ab4f8' },
  danger: { light: '#b3261e', dark: '#ffb4ab' },
  /** Text and icons drawn on a problem type's colour (badges, icon tiles, markers): every type colour is dark enough. */
  onType: both(WHITE),
  /**
   * The ring inside a type-coloured tile or badge: on a light page the type colour
   * itself stands out; on a dark one this light ring does, as the white outline does
   * for the map's pins.
   */
  typeRing: both(WHITE),
  /** The stats strip under the bar: brand green, a deeper green in the dark. */
  strip: { light: GREEN, dark: '#0d3b2c' },
  onStrip: both(WHITE),
  statusActive: both(STATUS_COLOURS.active.foreground),
  statusActiveBg: both(STATUS_COLOURS.active.background),
  statusResolved: both(STATUS_COLOURS.resolved.foreground),
  statusResolvedBg: both(STATUS_COLOURS.resolved.background),
  statusNeutral: both(STATUS_COLOURS.neutral.foreground),
  statusNeutralBg: both(STATUS_COLOURS.neutral.background),
  /** The offline strip: dark on a light page, light on a dark one, so it stands apart from both. */
  offline: { light: '#33403b', dark: '#e3e8e5' },
  onOffline: { light: WHITE, dark: INK },
  /** The notices at the foot of the page (update ready, storage full), inverted like the offline strip. */
  notice: { light: INK, dark: PAPER },
  onNotice: { light: WHITE, dark: INK },
  noticeWarning: { light: '#5c2b00', dark: '#ffdcbe' },
  /** A grey that darkens a light control and lightens a dark one on hover. */
  hoverTint: both('rgb(127 127 127 / 20%)'),
  /** The map's notice (an old copy, a slow provider): a pale yellow bar in both themes. */
  mapNotice: both('#fff4d6'),
  onMapNotice: both('#5c4300'),
  mapNoticeBorder: both('#e0c36a'),
  /** What the map shows under its tiles (and alone in low-data mode), behind the markers. */
  mapGround: { light: '#dfe8e2', dark: '#1d2723' },
  /** The download page's command box: a terminal look in both themes. */
  terminal: both('#101412'),
  onTerminal: both('#eef2f0'),
  /** The photo viewer is black in both themes, its controls white. */
  photoStage: both(BLACK),
  onPhotoStage: both(WHITE),
  photoControlBorder: both(withAlpha(WHITE, 45)),
  photoControlHover: both(withAlpha(WHITE, 18)),
  /** The dimmed page behind the report detail, and the photo viewer's buttons. */
  scrim: both(withAlpha(BLACK, 55)),
} as const satisfies Record<string, Themed>;

/**
 * Colours of what the map library and the marker art draw, outside the
 * stylesheets: Google draws a marker as an image, where CSS variables do not
 * reach, so these are literals in the SVG (the light theme's values).
 */
export const MAP_COLOURS = {
  /** The icon and the pin's outline: the outline keeps a dark pin visible on dark ground. */
  onPin: SITE_COLOURS.onType.light,
  /** The dashed ring and check mark of a resolved report. */
  resolved: '#2e7d32',
  /** The pin of a report in the third status, whatever its type. */
  neutral: '#607d8b',
  cluster: GREEN,
  /** The outline of South Africa under the markers. */
  outline: GREEN,
  /** "You are here": the blue dot every map app uses, ringed in white. */
  userLocation: '#1a73e8',
  onUserLocation: WHITE,
} as const;

/** The web manifest's colours: the phone's title bar in the brand green, the splash screen in the light page colour. */
export const MANIFEST_COLOURS = {
  theme: SITE_COLOURS.brand.light,
  background: SITE_COLOURS.bg.light,
} as const;
