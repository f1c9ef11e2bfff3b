import { describe, expect, it } from 'vitest';
import { cssContrast, MIN_TEXT_CONTRAST } from '../../domain/contrast';
import { PROBLEM_TYPES, problemTypeStyle } from '../../domain/problem-types';
import { WHITE } from '../../domain/tokens/colours';
import { GLANCE_PALETTES } from '../../domain/tokens/glance-colours';
import { paletteVariables, textPairs } from './glance-palette';

describe('glance palettes', () => {
  for (const [theme, palette] of Object.entries(GLANCE_PALETTES)) {
    it(`${theme}: every text pair reaches 4.5:1`, () => {
      const failing = textPairs(palette)
        .map(([name, fg, bg]) => ({ name, ratio: Number(cssContrast(fg, bg).toFixed(2)) }))
        .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST);
      expect(failing).toEqual([]);
    });
    it(`${theme}: sets a value for every variable`, () => {
      expect(Object.values(paletteVariables(palette)).every((value) => /^#[0-9a-f]{6}$/u.test(value))).toBe(true);
    });
  }
  it('type icons: the white on every type colour reaches 4.5:1 (the icon tiles)', () => {
    for (const type of [...PROBLEM_TYPES, 'Unknown']) {
      expect(cssContrast(WHITE, problemTypeStyle(type).colour)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
