/**
 * The custom properties (design tokens) a stylesheet sets on `:root`: the first
 * `:root` block as the light theme, and the dark theme as light overlaid with the
 * `:root` block inside `prefers-color-scheme: dark`. Contrast tests read the
 * colours as they ship from here, so every test reads them the same way.
 */
export interface ThemeTokens {
  readonly light: Record<string, string>;
  readonly dark: Record<string, string>;
}

/** The custom properties declared in a block's body, e.g. `--brand: #0b6e4f;`. */
function properties(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/gu)].map((m) => [m[1]!, m[2]!.trim()]));
}

export function rootTokens(css: string): ThemeTokens {
  const light = properties(/:root\s*\{([^}]*)\}/u.exec(css)?.[1] ?? '');
  const dark = properties(/prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/u.exec(css)?.[1] ?? '');
  return { light, dark: { ...light, ...dark } };
}
