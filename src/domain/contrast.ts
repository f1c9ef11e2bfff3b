/**
 * Colour contrast as WCAG 2 defines it (relative luminance of sRGB colours,
 * ratio (L1 + 0.05) / (L2 + 0.05)), used to check every colour pair of glance
 * mode's day and night themes in a unit test and on the rendered page.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0 (transparent) to 1 (opaque). */
  readonly a: number;
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and the space
 * form `rgb(r g b / a)` (what computed styles return). Null for anything else.
 */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/u.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/u.exec(text);
  if (!fn) return null;
  const parts = fn[1]!.split(/[\s,/]+/u).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
  const alphaText = parts[3];
  const a = alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
  if (![r, g, b, a].every(Number.isFinite)) return null;
  return { r, g, b, a };
}

/** `top` painted over an opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/** Contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Contrast of two CSS colour strings; throws on one it cannot read (a test's mistake, not data).
 * A see-through background is laid over `under` when given (a tint on a card); without it, its
 * opacity is ignored.
 */
export function cssContrast(foreground: string, background: string, under?: string): number {
  const read = (colour: string) => {
    const parsed = parseColour(colour);
    if (!parsed) throw new Error(`cannot read colour ${colour}`);
    return parsed;
  };
  const bg = read(background);
  const ground = under === undefined ? { ...bg, a: 1 } : blend(bg, { ...read(under), a: 1 });
  return contrastRatio(blend(read(foreground), ground), ground);
}

/** WCAG 2.1 SC 1.4.11: an icon or other graphic needs 3:1 against the colours next to it. */
export const MIN_GRAPHIC_CONTRAST = 3;

/** An icon drawn on a coloured tile (a type's icon tile, badge or map pin). */
export interface TiledIcon {
  /** The icon's stroke colour. */
  readonly glyph: string;
  /** The tile's (or pin's) fill. */
  readonly fill: string;
  /** The ring or outline at the tile's edge, if it has one. */
  readonly ring?: string;
}

/**
 * How well a tiled icon stands out: the icon against its tile, and the tile's
 * edge against what lies around it (the page, or the map under a pin). The edge
 * is the fill or the ring, whichever stands out more: a dark tile shows on a
 * light page by its colour, and on a dark page by a light ring, as a pin's white
 * outline shows it on dark ground.
 */
export function tiledIconContrast(icon: TiledIcon, backdrop: string): { glyphOnFill: number; edgeOnBackdrop: number } {
  const byFill = cssContrast(icon.fill, backdrop);
  const byRing = icon.ring === undefined ? 0 : cssContrast(icon.ring, backdrop);
  return { glyphOnFill: cssContrast(icon.glyph, icon.fill), edgeOnBackdrop: Math.max(byFill, byRing) };
}
