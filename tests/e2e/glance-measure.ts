// What a glance at a phone on a dashboard needs, measured on the rendered page
// in CSS pixels: tap target sizes, text sizes, and the contrast of every piece
// of text against what is actually behind it (textContrast, rendered-colours.ts).
import type { Page } from '@playwright/test';

export interface Measured {
  /** Interactive elements on screen: accessible text and size. */
  targets: { name: string; width: number; height: number }[];
  /** Elements with their own text on screen. */
  texts: { text: string; fontSize: number; colour: string; backgrounds: string[]; figure: boolean }[];
}

/** Reads sizes and colours of everything visible in the viewport. */
export function measureGlance(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const onScreen = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const clipped = style.clip === 'rect(0px, 0px, 0px, 0px)' || (r.width <= 1 && r.height <= 1);
      return !clipped && style.visibility !== 'hidden' && r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    const hiddenByAncestor = (el: Element) => el.closest('.visually-hidden') !== null;
    const interactive = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll(interactive)].filter(onScreen).map((el) => {
      const r = el.getBoundingClientRect();
      return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), width: r.width, height: r.height };
    });
    const texts = [...document.querySelectorAll('body *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
      .filter((el) => onScreen(el) && !hiddenByAncestor(el))
      .map((el) => {
        const backgrounds: string[] = [];
        for (let at: Element | null = el; at; at = at.parentElement) {
          const bg = getComputedStyle(at).backgroundColor;
          backgrounds.push(bg);
          if (!bg.startsWith('rgba') || bg.endsWith(', 1)')) break;
        }
        backgrounds.push(getComputedStyle(document.documentElement).backgroundColor);
        const style = getComputedStyle(el);
        return {
          text: (el.textContent ?? '').trim().slice(0, 40),
          fontSize: parseFloat(style.fontSize),
          colour: style.color,
          backgrounds,
          figure: el.classList.contains('glance-distance'),
        };
      });
    return { targets, texts };
  });
}
