/**
 * The trend's marks stand out at 3:1 (WCAG 2.1 SC 1.4.11) and its labels at 4.5:1
 * against the card they sit on and the page around it, in both themes. The colours
 * are read as they ship: which token each mark takes (trend.css) and that
 * token's value, light and dark (the design tokens the custom properties are made of).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssContrast, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST } from '../../domain/contrast';
import { themeTokens } from '../../domain/tokens/tokens-css';

// Read from disk: Vitest hands a test an empty string for a stylesheet, even with `?raw`.
const trendCss = readFileSync(new URL('./trend.css', import.meta.url), 'utf8');

const [light, dark] = [themeTokens('light'), themeTokens('dark')];

/** The token a rule of trend.css gives a property, e.g. `fill: var(--muted)` of `.trend-received rect`. */
function tokenOf(selector: string, property: 'fill' | 'stroke'): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const rule = new RegExp(`${escaped}[^{]*\\{([^}]*)\\}`, 'u').exec(trendCss)?.[1] ?? '';
  const token = new RegExp(`(?:^|;|\\s)${property}\\s*:\\s*var\\((--[\\w-]+)\\)`, 'u').exec(rule)?.[1];
  if (!token) throw new Error(`no ${property} token for ${selector} in trend.css`);
  return token;
}

const marks = {
  'received bars': tokenOf('.trend-received rect', 'fill'),
  'resolved line': tokenOf('.trend-line line', 'stroke'),
  'resolved dots': tokenOf('.trend-resolved circle', 'fill'),
};
const labels = {
  'value and month labels': tokenOf('.trend-grid text', 'fill'),
};

describe('trend chart contrast', () => {
  for (const [theme, tokens] of Object.entries({ light, dark })) {
    const backdrops = { card: tokens['--surface']!, page: tokens['--bg']! };
    it(`${theme}: every mark at 3:1 and every label at 4.5:1 on the card and the page`, () => {
      const failures: string[] = [];
      for (const [where, backdrop] of Object.entries(backdrops)) {
        for (const [name, token] of Object.entries(marks)) {
          const ratio = cssContrast(tokens[token]!, backdrop);
          if (ratio < MIN_GRAPHIC_CONTRAST) failures.push(`${name} (${token}) on the ${where}: ${ratio.toFixed(2)}`);
        }
        for (const [name, token] of Object.entries(labels)) {
          const ratio = cssContrast(tokens[token]!, backdrop);
          if (ratio < MIN_TEXT_CONTRAST) failures.push(`${name} (${token}) on the ${where}: ${ratio.toFixed(2)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('the line and the dots are ringed in the card colour, so they show where they cross a bar', () => {
    expect(tokenOf('.trend-halo line', 'stroke')).toBe('--surface');
    expect(tokenOf('.trend-resolved circle', 'stroke')).toBe('--surface');
  });
});
