import { describe, expect, it } from 'vitest';
import { cssContrast, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST } from '../contrast';
import { PROBLEM_TYPES, problemTypeStyle } from '../problem-types';
import { SITE_COLOURS, STATUS_COLOURS, withAlpha, type ThemeName } from './colours';

type Role = keyof typeof SITE_COLOURS;

/** Where the stylesheets put one colour on another: [what, foreground, background, minimum]. */
const PAIRS: readonly [string, Role, Role, number][] = [
  ['text on the page', 'text', 'bg', MIN_TEXT_CONTRAST],
  ['text on cards', 'text', 'surface', MIN_TEXT_CONTRAST],
  ['muted text on the page', 'muted', 'bg', MIN_TEXT_CONTRAST],
  ['muted text on cards', 'muted', 'surface', MIN_TEXT_CONTRAST],
  ['links on the page', 'brandStrong', 'bg', MIN_TEXT_CONTRAST],
  ['links and buttons on cards', 'brandStrong', 'surface', MIN_TEXT_CONTRAST],
  ['primary buttons and avatars', 'surface', 'brand', MIN_TEXT_CONTRAST],
  ['errors on cards', 'danger', 'surface', MIN_TEXT_CONTRAST],
  ['the stats strip', 'onStrip', 'strip', MIN_TEXT_CONTRAST],
  ['badge Active', 'statusActive', 'statusActiveBg', MIN_TEXT_CONTRAST],
  ['badge Resolved', 'statusResolved', 'statusResolvedBg', MIN_TEXT_CONTRAST],
  ['badge of the third status', 'statusNeutral', 'statusNeutralBg', MIN_TEXT_CONTRAST],
  ['the offline strip', 'onOffline', 'offline', MIN_TEXT_CONTRAST],
  ['notices', 'onNotice', 'notice', MIN_TEXT_CONTRAST],
  ['warning notices', 'onNotice', 'noticeWarning', MIN_TEXT_CONTRAST],
  ['the notices’ action', 'onAccent', 'accent', MIN_TEXT_CONTRAST],
  ['the map notice', 'onMapNotice', 'mapNotice', MIN_TEXT_CONTRAST],
  ['the command box', 'onTerminal', 'terminal', MIN_TEXT_CONTRAST],
  ['the photo viewer', 'onPhotoStage', 'photoStage', MIN_TEXT_CONTRAST],
  ['focus ring on the page', 'focus', 'bg', MIN_GRAPHIC_CONTRAST],
  ['focus ring on cards', 'focus', 'surface', MIN_GRAPHIC_CONTRAST],
  ['selected tab’s bar, chart line and switch on cards', 'brand', 'surface', MIN_GRAPHIC_CONTRAST],
];

describe('site colours', () => {
  for (const theme of ['light', 'dark'] as const satisfies readonly ThemeName[]) {
    it(`${theme}: every pair the stylesheets draw meets WCAG AA`, () => {
      const surface = SITE_COLOURS.surface[theme];
      const failing = PAIRS.map(([what, fg, bg, minimum]) => [what, cssContrast(SITE_COLOURS[fg][theme], SITE_COLOURS[bg][theme], surface), minimum] as const)
        .filter(([, ratio, minimum]) => ratio < minimum)
        .map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
      expect(failing).toEqual([]);
    });

    it(`${theme}: text on the share notice's tint, and type badges' white on every type colour`, () => {
      const { text, brandTint, surface, onType } = SITE_COLOURS;
      expect(cssContrast(text[theme], brandTint[theme], surface[theme])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      for (const type of [...PROBLEM_TYPES, 'A type the site does not know']) {
        expect(cssContrast(onType[theme], problemTypeStyle(type).colour, surface[theme])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    });
  }

  it('the badges take their colours from the status table', () => {
    expect(SITE_COLOURS.statusActive.light).toBe(STATUS_COLOURS.active.foreground);
    expect(SITE_COLOURS.statusNeutralBg.dark).toBe(STATUS_COLOURS.neutral.background);
  });

  it('writes a colour with opacity as computed styles do', () => {
    expect(withAlpha('#0b6e4f', 12)).toBe('rgb(11 110 79 / 12%)');
  });
});
