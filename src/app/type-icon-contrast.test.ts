/**
 * Every problem type's icon stands out at 3:1 (WCAG 2.1 SC 1.4.11) wherever it is
 * drawn, in both themes: the white icon against its type-coloured tile, badge or
 * pin, and that tile against the page (or the map under a pin) by its colour or
 * its ring. The colours are read from the design tokens the stylesheets' custom
 * properties are made of (light and dark), glance mode's palettes, the type colours
 * and the marker art's colours, so a changed token is checked as it ships.
 */
import { describe, expect, it } from 'vitest';
import { MIN_GRAPHIC_CONTRAST, tiledIconContrast, type TiledIcon } from '../domain/contrast';
import { PROBLEM_TYPES, problemTypeStyle } from '../domain/problem-types';
import { MAP_COLOURS, SITE_COLOURS } from '../domain/tokens/colours';
import { GLANCE_PALETTES } from '../domain/tokens/glance-colours';
import { themeTokens } from '../domain/tokens/tokens-css';

const tokens = { light: themeTokens('light'), dark: themeTokens('dark') };
const typeColours = [...PROBLEM_TYPES, 'A type the site does not know'].map((type) => [type, problemTypeStyle(type).colour] as const);

/** Each failing pair as a readable line, so a failure says which type, where and how far off. */
function failures(icons: readonly (readonly [string, TiledIcon])[], backdrops: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [name, icon] of icons) {
    for (const [where, backdrop] of Object.entries(backdrops)) {
      const { glyphOnFill, edgeOnBackdrop } = tiledIconContrast(icon, backdrop);
      if (glyphOnFill < MIN_GRAPHIC_CONTRAST) out.push(`${name}: icon on its colour ${glyphOnFill.toFixed(2)}`);
      if (edgeOnBackdrop < MIN_GRAPHIC_CONTRAST) out.push(`${name} on ${where}: ${edgeOnBackdrop.toFixed(2)}`);
    }
  }
  return [...new Set(out)];
}

describe('type icon contrast (3:1)', () => {
  it('reads the tokens it checks', () => {
    for (const theme of [tokens.light, tokens.dark]) {
      for (const name of ['--on-type', '--type-ring', '--bg', '--surface', '--map-ground']) expect(theme[name]).toMatch(/^#[0-9a-f]{6}$/iu);
    }
    expect(tokens.dark['--bg']).not.toBe(tokens.light['--bg']);
  });

  for (const [theme, site] of Object.entries(tokens)) {
    it(`${theme} theme: the filter list, detail, home and badges`, () => {
      const icons = typeColours.map(([type, fill]) => [type, { glyph: site['--on-type']!, fill, ring: site['--type-ring']! }] as const);
      expect(failures(icons, { page: site['--bg']!, surface: site['--surface']! })).toEqual([]);
    });
  }

  for (const [theme, palette] of Object.entries(GLANCE_PALETTES)) {
    it(`glance ${theme}: the rows, the one that stands out included`, () => {
      const icons = typeColours.map(([type, fill]) => [type, { glyph: tokens.light['--on-type']!, fill, ring: palette.typeRing }] as const);
      expect(failures(icons, { page: palette.bg, rows: palette.surface, 'the row that stands out': palette.alert })).toEqual([]);
    });
  }

  it('map markers: the icon on every pin (type colours and the neutral grey), each pin on light and dark ground', () => {
    const { onPin, neutral } = MAP_COLOURS;
    const pins = [...typeColours, ['third status', neutral] as const].map(([name, fill]) => [name, { glyph: onPin, fill, ring: onPin }] as const);
    const { light, dark } = SITE_COLOURS.mapGround;
    expect(failures(pins, { 'light map': light, 'dark map': dark })).toEqual([]);
  });

  it('the markers draw the icon in the white the stylesheet gives icons on a type colour', () => {
    expect(MAP_COLOURS.onPin).toBe(tokens.light['--on-type']);
    expect(tokens.dark['--on-type']).toBe(tokens.light['--on-type']);
  });
});
