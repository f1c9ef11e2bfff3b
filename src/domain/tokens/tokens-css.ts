/**
 * The design tokens as CSS custom properties: `:root` holds every token with its
 * light value, and a `prefers-color-scheme: dark` block the dark values that
 * differ. vite.config.ts serves this text as `virtual:design-tokens.css`, which
 * main.tsx imports before any stylesheet; tests read the same values through
 * `themeTokens`, so what they check is what ships.
 */
import { SITE_COLOURS, type Themed, type ThemeName } from './colours.ts';
import { FONT_SIZES, RADII, SHADOWS, SPACE } from './scale.ts';

/** `brandStrong` → `--brand-strong`; `2.5` → `2-5`. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`).replace('.', '-');
}

/** Tokens that differ by theme, by custom property name. */
function themed(): [name: string, value: Themed][] {
  return [
    ...Object.entries(SITE_COLOURS).map(([key, value]) => [`--${kebab(key)}`, value] as [string, Themed]),
    ...Object.entries(SHADOWS).map(([key, value]) => [key === 'card' ? '--shadow' : `--shadow-${key}`, value] as [string, Themed]),
  ];
}

/** Tokens that are the same in both themes. */
function fixed(): [name: string, value: string][] {
  return [
    ...Object.entries(SPACE).map(([key, value]) => [`--space-${kebab(key)}`, value] as [string, string]),
    ...Object.entries(FONT_SIZES).map(([key, value]) => [`--font-${key}`, value] as [string, string]),
    ...Object.entries(RADII).map(([key, value]) => [key === 'card' ? '--radius' : `--radius-${key}`, value] as [string, string]),
  ];
}

/** Every custom property and its value in one theme, e.g. `{ '--brand': '#0b6e4f', '--space-2': '8px', … }`. */
export function themeTokens(theme: ThemeName): Record<string, string> {
  return Object.fromEntries([...themed().map(([name, value]) => [name, value[theme]] as const), ...fixed()]);
}

const declarations = (entries: readonly (readonly [string, string])[], indent: string) =>
  entries.map(([name, value]) => `${indent}${name}: ${value};`).join('\n');

/** The stylesheet of the tokens. */
export function designTokensCss(): string {
  const light = Object.entries(themeTokens('light'));
  const dark = themed()
    .filter(([, value]) => value.dark !== value.light)
    .map(([name, value]) => [name, value.dark] as const);
  return `:root {\n${declarations(light, '  ')}\n}\n@media (prefers-color-scheme: dark) {\n  :root {\n${declarations(dark, '    ')}\n  }\n}\n`;
}
