// The colours a page renders, read with getComputedStyle in the theme the browser
// is in: an element's text colour with the backgrounds from it up to the page, and
// a map pin's fill, outline and icon with the ground under it. Contrast checks on
// these see what a reader sees, not a copy of the tokens.
import type { Page } from '@playwright/test';
import { blend, contrastRatio, MIN_TEXT_CONTRAST, parseColour, type Rgba } from '../../src/domain/contrast';

export interface RenderedText {
  readonly text: string;
  readonly colour: string;
  /** Background colours from the element up to the first opaque one, then the page's. */
  readonly backgrounds: readonly string[];
  readonly fontSize: number;
  readonly fontWeight: number;
}

/** Every visible element matching `selector`, with the colours it is drawn in. */
export function renderedTexts(page: Page, selector: string): Promise<RenderedText[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed')
      .map((element) => {
        const backgrounds: string[] = [];
        let layer: Element | null = element;
        while (layer) {
          const colour = getComputedStyle(layer).backgroundColor;
          backgrounds.push(colour);
          if (!colour.startsWith('rgba') || colour.endsWith(', 1)')) break;
          layer = layer.parentElement;
        }
        backgrounds.push(getComputedStyle(document.documentElement).backgroundColor);
        const style = getComputedStyle(element);
        return {
          text: (element.textContent ?? '').trim().slice(0, 40),
          colour: style.color,
          backgrounds,
          fontSize: parseFloat(style.fontSize),
          fontWeight: Number(style.fontWeight),
        };
      }),
  );
}

/** The colour behind a text: its backgrounds painted from the page up to the element. */
function effectiveBackground(layers: readonly string[]): Rgba {
  let colour: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...layers].reverse()) {
    const parsed = parseColour(layer);
    if (parsed) colour = blend(parsed, colour);
  }
  return colour;
}

/** Contrast ratio of a rendered text against what is behind it. */
export function textContrast(text: Pick<RenderedText, 'colour' | 'backgrounds'>): number {
  const background = effectiveBackground(text.backgrounds);
  const foreground = parseColour(text.colour);
  if (!foreground) throw new Error(`cannot read colour ${text.colour}`);
  return contrastRatio(blend(foreground, background), background);
}

/** WCAG AA: 3:1 for large text (24 px, or 18.66 px bold), 4.5:1 for the rest. */
export function minimumContrast(text: Pick<RenderedText, 'fontSize' | 'fontWeight'>): number {
  const large = text.fontSize >= 24 || (text.fontSize >= 18.66 && text.fontWeight >= 700);
  return large ? 3 : MIN_TEXT_CONTRAST;
}

/** One readable line per text under its minimum, e.g. `.status-badge "Active": 3.10 (needs 4.5)`. */
export function tooFaint(label: string, texts: readonly RenderedText[]): string[] {
  return texts
    .map((text) => ({ text, ratio: textContrast(text), needs: minimumContrast(text) }))
    .filter(({ ratio, needs }) => ratio < needs)
    .map(({ text, ratio, needs }) => `${label} "${text.text}": ${ratio.toFixed(2)} (needs ${needs})`);
}

export interface RenderedPin {
  readonly fill: string;
  readonly outline: string;
  readonly icon: string;
  readonly ground: string;
}

/** Each map pin on screen: its fill and outline, its icon's stroke, and the map's ground under it. */
export function renderedPins(page: Page): Promise<RenderedPin[]> {
  return page.locator('.map-marker svg').evaluateAll((svgs) => {
    const host = document.querySelector('.leaflet-host');
    const ground = host ? getComputedStyle(host).backgroundColor : '';
    return svgs.map((svg) => {
      const pin = getComputedStyle(svg.querySelector(':scope > path')!);
      return { fill: pin.fill, outline: pin.stroke, icon: getComputedStyle(svg.querySelector(':scope > g')!).stroke, ground };
    });
  });
}
