import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, cssContrast, MIN_GRAPHIC_CONTRAST, parseColour, relativeLuminance, tiledIconContrast } from './contrast';

describe('parseColour', () => {
  it('reads hex and the rgb forms computed styles use', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#0B6E4F')).toEqual({ r: 11, g: 110, b: 79, a: 1 });
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColour('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });
  it('answers null for what it cannot read', () => {
    expect(parseColour('red')).toBeNull();
    expect(parseColour('#12')).toBeNull();
    expect(parseColour('rgb(1, 2)')).toBeNull();
    expect(parseColour('color(srgb 1 0 0)')).toBeNull();
  });
});

describe('contrast', () => {
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const white = { r: 255, g: 255, b: 255, a: 1 };
  it('matches the WCAG end points and known pairs', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 6);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 on white is the classic "just passes AA" grey: 4.54:1.
    expect(cssContrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(cssContrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });
  it('is symmetric and blends transparent text over its background', () => {
    expect(cssContrast('#0b6e4f', '#ffffff')).toBeCloseTo(cssContrast('#ffffff', '#0b6e4f'), 10);
    expect(blend({ ...black, a: 0.5 }, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(cssContrast('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
  });
  it('throws on a colour it cannot read', () => {
    expect(() => cssContrast('red', '#fff')).toThrow(/red/u);
  });
});

describe('tiledIconContrast', () => {
  it('measures the icon on its tile, and the tile by its fill or its ring, whichever stands out', () => {
    const icon = { glyph: '#ffffff', fill: '#283593', ring: '#ffffff' };
    const onLight = tiledIconContrast(icon, '#ffffff');
    expect(onLight.glyphOnFill).toBeCloseTo(cssContrast('#ffffff', '#283593'), 6);
    expect(onLight.edgeOnBackdrop).toBeCloseTo(cssContrast('#283593', '#ffffff'), 6);
    // On a dark page the fill nearly vanishes; the white ring carries the edge.
    expect(cssContrast('#283593', '#121614')).toBeLessThan(MIN_GRAPHIC_CONTRAST);
    expect(tiledIconContrast(icon, '#121614').edgeOnBackdrop).toBeCloseTo(cssContrast('#ffffff', '#121614'), 6);
  });
  it('without a ring, only the fill counts', () => {
    expect(tiledIconContrast({ glyph: '#ffffff', fill: '#283593' }, '#121614').edgeOnBackdrop).toBeLessThan(MIN_GRAPHIC_CONTRAST);
  });
});
