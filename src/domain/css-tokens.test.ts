import { describe, expect, it } from 'vitest';
import { rootTokens } from './css-tokens';

describe('rootTokens', () => {
  it('reads the light :root and overlays the dark one on it', () => {
    const css = `:root { --page: #fff; --brand: #0b6e4f; }
      .x { --ignored: red; }
      @media (prefers-color-scheme: dark) { :root { --page: #111; } }`;
    expect(rootTokens(css)).toEqual({
      light: { '--page': '#fff', '--brand': '#0b6e4f' },
      dark: { '--page': '#111', '--brand': '#0b6e4f' },
    });
  });

  it('gives empty themes for a stylesheet without tokens', () => {
    expect(rootTokens('body { color: black; }')).toEqual({ light: {}, dark: {} });
  });
});
