/**
 * Glance mode's day and night palettes (their colours are design tokens,
 * src/domain/tokens/glance-colours.ts): the pairs it draws text with, which a
 * unit test checks against WCAG AA (4.5:1), and the CSS variables the screen
 * sets on the document (so the navigation bar follows too).
 */
import type { GlancePalette } from '../../domain/tokens/glance-colours';

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
