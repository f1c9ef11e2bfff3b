/**
 * Where the map was last looking, for glance mode's "Use the map centre" when
 * the device has no location. Kept for the tab's lifetime in sessionStorage
 * (key "mzansi-fix.map-centre"), so a reload of /glance still knows it. What
 * comes back from storage is checked, never trusted.
 */
import type { Coordinates } from '../../domain/model';

const KEY = 'mzansi-fix.map-centre';
let remembered: Coordinates | null = null;
/** The zoom with the centre, for this page's lifetime only (see lastMapView). */
let rememberedZoom: number | null = null;

function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
}
function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;
}

/** Called by the map providers after each move. */
export function rememberMapCentre(centre: Coordinates, zoom?: number): void {
  remembered = { latitude: centre.latitude, longitude: centre.longitude };
  if (zoom !== undefined && Number.isFinite(zoom)) rememberedZoom = zoom;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(remembered));
  } catch {
    // Storage full or switched off: the centre is still remembered for this page.
  }
}

/** The map's last centre in this tab, or null when the map has not been shown. */
export function lastMapCentre(): Coordinates | null {
  if (remembered) return remembered;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'latitude' in stored && 'longitude' in stored) {
      const { latitude, longitude } = stored;
      if (isLatitude(latitude) && isLongitude(longitude)) return { latitude, longitude };
    }
  } catch {
    // Unreadable: as if never saved.
  }
  return null;
}

/**
 * Where the map was looking in this page's lifetime (centre and zoom), so a map drawn
 * again (after a language switch, which draws every screen anew) opens where it was.
 * Not kept across a reload: a fresh page starts from the default view as before.
 */
export function lastMapView(): { readonly center: Coordinates; readonly zoom: number } | null {
  return remembered && rememberedZoom !== null ? { center: remembered, zoom: rememberedZoom } : null;
}
