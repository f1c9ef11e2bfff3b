/**
 * Spacing, type sizes, corner radii and shadows, written once. The stylesheets
 * read them as custom properties (`SPACE[4]` is `var(--space-4)`, made by
 * tokens-css.ts). Values the scale does not hold (a 330 px panel, glance mode's
 * pixel-sized figures) stay where they are used.
 */
import { BLACK, both, withAlpha, type Themed } from './colours.ts';

/** Gaps, margins and paddings, in steps of 4 px with half steps: `--space-2` is 8 px, `--space-2-5` 10 px. */
export const SPACE = {
  '0.5': '2px',
  '1': '4px',
  '1.5': '6px',
  '2': '8px',
  '2.5': '10px',
  '3': '12px',
  '3.5': '14px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '7': '28px',
  '8': '32px',
  '10': '40px',
} as const;

/** The type scale, in rem so it follows the reader's font size (px at the default 16 px). */
export const FONT_SIZES = {
  /** 13 px: notes, badges. */
  '2xs': '0.8125rem',
  /** 14 px: secondary text, captions, labels. */
  xs: '0.875rem',
  /** 15 px: dense tables and panels. */
  sm: '0.9375rem',
  /** 16 px: body text. */
  md: '1rem',
  /** 17 px: small headings inside cards. */
  lg: '1.0625rem',
  /** 18 px: the logo, lead text. */
  xl: '1.125rem',
  /** 20 px: second-level headings. */
  '2xl': '1.25rem',
  /** 24 px. */
  '3xl': '1.5rem',
  /** 28 px: page titles, big figures. */
  '4xl': '1.75rem',
  /** 32 px. */
  '5xl': '2rem',
} as const;

export const RADII = {
  /** Controls: inputs, small buttons, boxes. */
  sm: '8px',
  /** Cards and panels (`--radius`). */
  card: '12px',
  /** Pills: badges, round buttons of any length. */
  pill: '999px',
} as const;

/** Shadows by what casts them; only the cards' shadow deepens in the dark (a light one would not show). */
export const SHADOWS = {
  card: { light: `0 1px 3px ${withAlpha(BLACK, 12)}`, dark: `0 1px 3px ${withAlpha(BLACK, 50)}` },
  menu: both(`0 8px 24px ${withAlpha(BLACK, 18)}`),
  panel: both(`0 4px 16px ${withAlpha(BLACK, 22)}`),
  toast: both(`0 4px 16px ${withAlpha(BLACK, 25)}`),
  dialog: both(`0 18px 48px ${withAlpha(BLACK, 35)}`),
} as const satisfies Record<string, Themed>;
