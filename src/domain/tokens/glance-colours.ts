/**
 * Glance mode's day and night colours. Glance sets them as custom properties on
 * the document while it is open (features/glance/use-glance-theme.ts), so the
 * navigation bar follows too. Day is for sun glare: near-black on white. Night
 * is dim: light grey on black, no large bright areas that would dazzle a driver.
 * Where a role is the site's (the brand green, links, focus), the colour is
 * taken from colours.ts rather than written again.
 */
import { BLACK, INK, SITE_COLOURS, STATUS_COLOURS, WHITE } from './colours.ts';

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

const NEAR_BLACK = '#0f1412';
const SUN_YELLOW = '#ffd23f';
const NIGHT_TEXT = '#eef2f0';
const NIGHT_MUTED = '#b9c4bf';

export const GLANCE_PALETTES: Readonly<Record<GlanceTheme, GlancePalette>> = {
  day: {
    bg: '#e9edeb',
    surface: WHITE,
    text: NEAR_BLACK,
    muted: '#3a4541',
    border: '#6b7772',
    accent: SITE_COLOURS.brand.light,
    onAccent: WHITE,
    link: SITE_COLOURS.brandStrong.light,
    exit: INK,
    onExit: WHITE,
    alert: SUN_YELLOW,
    onAlert: NEAR_BLACK,
    focus: SITE_COLOURS.focus.light,
    typeRing: WHITE,
    active: [STATUS_COLOURS.active.foreground, STATUS_COLOURS.active.background],
    resolved: [STATUS_COLOURS.resolved.foreground, STATUS_COLOURS.resolved.background],
    neutral: [STATUS_COLOURS.neutral.foreground, '#e3e8eb'],
  },
  night: {
    bg: BLACK,
    surface: '#141a18',
    text: NIGHT_TEXT,
    muted: NIGHT_MUTED,
    border: '#6f7c77',
    accent: SITE_COLOURS.brand.dark,
    onAccent: '#03261b',
    link: SITE_COLOURS.brandStrong.dark,
    exit: '#2a3330',
    onExit: NIGHT_TEXT,
    alert: '#3d2f00',
    onAlert: SUN_YELLOW,
    focus: SITE_COLOURS.focus.dark,
    // Grey, not white: a bright ring on each row would dazzle at night.
    typeRing: NIGHT_MUTED,
    active: [SITE_COLOURS.danger.dark, '#410e0b'],
    resolved: ['#a5d6a7', '#0f2e13'],
    neutral: ['#cfd8dc', '#263238'],
  },
};
