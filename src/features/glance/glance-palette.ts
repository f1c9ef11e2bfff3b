/**
 * The day and night colours of glance mode, in one place: the screen sets them
 * as CSS variables on the document (so the navigation bar follows too), and a
 * unit test checks every text pair against WCAG AA (4.5:1). Day is for sun
 * glare: near-black on white. Night is dim: light grey on black, no large
 * bright areas that would dazzle a driver.
 */

export type GlanceTheme = 'day' | 'night';

export interface GlancePalette {
  readonly bg: string;
  readonly surface: string;
  readonly text: string;
  readonly muted: string;
  /** Lines between rows and round buttons (not text). */
  readonly border: string;
  /** Toolbar buttons and the avatar. */
  readonly accent: string;
  readonly onAccent: string;
  /** Links. */
  readonly link: string;
  readonly exit: string;
  readonly onExit: string;
  /** The closest new report within 500 m. */
  readonly alert: string;
  readonly onAlert: string;
  readonly focus: string;
  /** The ring inside each type's icon tile, so a dark type colour shows on the night page (3:1). */
  readonly typeRing: string;
  readonly active: readonly [foreground: string, background: string];
  readonly resolved: readonly [foreground: string, background: string];
  readonly neutral: readonly [foreground: string, background: string];
}

export const GLANCE_PALETTES: Readonly<Record<GlanceTheme, GlancePalette>> = {
  day: {
    bg: '#e9edeb',
    surface: '#ffffff',
    text: '#0f1412',
    muted: '#3a4541',
    border: '#6b7772',
    accent: '#0b6e4f',
    onAccent: '#ffffff',
    link: '#085a40',
    exit: '#1c2321',
    onExit: '#ffffff',
    alert: '#ffd23f',
    onAlert: '#0f1412',
    focus: '#1a5fb4',
    typeRing: '#ffffff',
    active: ['#8c1d18', '#fde7e6'],
    resolved: ['#1b5e20', '#e3f4e4'],
    neutral: ['#37474f', '#e3e8eb'],
  },
  night: {
    bg: '#000000',
    surface: '#141a18',
    text: '#eef2f0',
    muted: '#b9c4bf',
    border: '#6f7c77',
    accent: '#5fd3a8',
    onAccent: '#03261b',
    link: '#8be3c2',
    exit: '#2a3330',
    onExit: '#eef2f0',
    alert: '#3d2f00',
    onAlert: '#ffd23f',
    focus: '#8ab4f8',
    // Grey, not white: a bright ring on each row would dazzle at night.
    typeRing: '#b9c4bf',
    active: ['#ffb4ab', '#410e0b'],
    resolved: ['#a5d6a7', '#0f2e13'],
    neutral: ['#cfd8dc', '#263238'],
  },
};

/** Every foreground/background pair the theme draws text (or the focus ring) with. */
export function textPairs(palette: GlancePalette): [name: string, foreground: string, background: string][] {
  return [
    ['text on page', palette.text, palette.bg],
    ['text on rows', palette.text, palette.surface],
    ['muted on page', palette.muted, palette.bg],
    ['muted on rows', palette.muted, palette.surface],
    ['link on rows', palette.link, palette.surface],
    ['link on page', palette.link, palette.bg],
    ['toolbar buttons', palette.onAccent, palette.accent],
    ['avatar initials', palette.surface, palette.accent],
    ['exit button', palette.onExit, palette.exit],
    ['alert row', palette.onAlert, palette.alert],
    ['focus ring on page', palette.focus, palette.bg],
    ['focus ring on rows', palette.focus, palette.surface],
    ['status Active', ...palette.active],
    ['status Resolved', ...palette.resolved],
    ['status other', ...palette.neutral],
  ];
}

/**
 * The palette as CSS variables: the site's own (--bg, --text, ... so the
 * navigation bar takes the theme) and glance mode's (--glance-*).
 */
export function paletteVariables(palette: GlancePalette): Record<string, string> {
  return {
    '--bg': palette.bg,
    '--surface': palette.surface,
    '--text': palette.text,
    '--muted': palette.muted,
    '--border': palette.border,
    '--brand': palette.accent,
    '--brand-strong': palette.link,
    '--focus': palette.focus,
    '--type-ring': palette.typeRing,
    '--glance-on-accent': palette.onAccent,
    '--glance-exit': palette.exit,
    '--glance-on-exit': palette.onExit,
    '--glance-alert': palette.alert,
    '--glance-on-alert': palette.onAlert,
    '--glance-active': palette.active[0],
    '--glance-active-bg': palette.active[1],
    '--glance-resolved': palette.resolved[0],
    '--glance-resolved-bg': palette.resolved[1],
    '--glance-neutral': palette.neutral[0],
    '--glance-neutral-bg': palette.neutral[1],
  };
}
