/**
 * Glance mode's day or night theme. "Auto" (the default) is night when the
 * system asks for a dark scheme or when the sun is down at the driver's
 * position (NOAA sunrise and sunset; the middle of South Africa while the
 * position is unknown); "Day" and "Night" force one. The choice is kept in
 * localStorage. The theme is applied to the whole document while glance mode
 * is open, so the navigation bar takes it too, and removed on leaving.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MAP_DEFAULT_CENTRE } from '../../domain/constants';
import type { Coordinates } from '../../domain/model';
import { isAfterDark } from '../../domain/sun-times';
import { GLANCE_PALETTES, type GlanceTheme } from '../../domain/tokens/glance-colours';
import { paletteVariables } from './glance-palette';
import { useNow } from './use-now';

export const THEME_MODES = ['auto', 'day', 'night'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const KEY = 'mzansi-fix.glance-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedMode(): ThemeMode {
  try {
    const value = localStorage.getItem(KEY);
    return (THEME_MODES as readonly (string | null)[]).includes(value) ? (value as ThemeMode) : 'auto';
  } catch {
    return 'auto';
  }
}

function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSystemDark(): boolean {
  return useSyncExternalStore(subscribeToScheme, () => window.matchMedia(DARK_QUERY).matches, () => false);
}

/** Puts the theme's colours on the document while glance mode is open. */
function useDocumentTheme(theme: GlanceTheme): void {
  useEffect(() => {
    const root = document.documentElement;
    const variables = paletteVariables(GLANCE_PALETTES[theme]);
    root.dataset.glance = theme;
    root.style.colorScheme = theme === 'night' ? 'dark' : 'light';
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => {
      delete root.dataset.glance;
      root.style.removeProperty('color-scheme');
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
    };
  }, [theme]);
}

export interface GlanceThemeValue {
  readonly mode: ThemeMode;
  readonly theme: GlanceTheme;
  /** Auto, then Day, then Night, then Auto again: any mode is at most two taps away. */
  readonly cycle: () => void;
}

export function useGlanceTheme(position: Coordinates | null): GlanceThemeValue {
  const [mode, setMode] = useState<ThemeMode>(storedMode);
  const systemDark = useSystemDark();
  const now = useNow(60_000);
  const dark = systemDark || isAfterDark(position ?? MAP_DEFAULT_CENTRE, now);
  const theme: GlanceTheme = mode === 'auto' ? (dark ? 'night' : 'day') : mode;
  useDocumentTheme(theme);

  const cycle = useCallback(() => {
    setMode((current) => {
      const next = THEME_MODES[(THEME_MODES.indexOf(current) + 1) % THEME_MODES.length] as ThemeMode;
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Not kept for next time; it still applies now.
      }
      return next;
    });
  }, []);

  return { mode, theme, cycle };
}
