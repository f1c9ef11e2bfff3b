import { describe, expect, it } from 'vitest';
import { SITE_COLOURS } from './colours';
import { SPACE } from './scale';
import { designTokensCss, themeTokens } from './tokens-css';

describe('design tokens as CSS', () => {
  it('names each token as the stylesheets use it', () => {
    const light = themeTokens('light');
    expect(light['--brand-strong']).toBe(SITE_COLOURS.brandStrong.light);
    expect(light['--status-active-bg']).toBe(SITE_COLOURS.statusActiveBg.light);
    expect(light['--space-2-5']).toBe(SPACE['2.5']);
    expect(light['--font-xs']).toBe('0.875rem');
    expect(light['--radius']).toBe('12px');
    expect(light['--shadow']).toMatch(/^0 1px 3px rgb\(0 0 0 \/ 12%\)$/u);
  });

  it('puts the light values on :root and only the dark values that differ in the dark block', () => {
    const css = designTokensCss();
    const [root, dark] = css.split('@media (prefers-color-scheme: dark)') as [string, string];
    expect(root).toContain(`--brand: ${SITE_COLOURS.brand.light};`);
    expect(dark).toContain(`--brand: ${SITE_COLOURS.brand.dark};`);
    expect(dark).not.toContain('--on-type');
    expect(dark).not.toContain('--space-');
    expect(themeTokens('dark')['--on-type']).toBe(themeTokens('light')['--on-type']);
  });

  it('gives every custom property one value per theme, each a plain CSS value', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, value] of Object.entries(themeTokens(theme))) {
        expect(name).toMatch(/^--[a-z0-9-]+$/u);
        expect(value).not.toMatch(/[;{}]/u);
      }
    }
  });
});
