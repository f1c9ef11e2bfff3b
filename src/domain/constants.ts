/** The product's constants (docs/product-behaviour.md §9) in one place. */
export const PRODUCT_NAME = 'Mzansi Fix';

export const HOME_RECENT_PROBLEMS = 10;
export const HOME_CONTRIBUTOR_SAMPLE = 100;
export const DESCRIPTION_PREVIEW_CHARS = 100;
export const PROFILE_RECENT_REPORTS = 5;
export const LEADERBOARD_USERS = 20;
export const DEFAULT_TOP_CONTRIBUTORS = 10;

export const MAP_DEFAULT_CENTRE = { latitude: -28.4793, longitude: 24.6727 } as const;
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_LOCATION_ZOOM = 15;
export const MAP_SHARED_PROBLEM_ZOOM = 16;
export const SHARED_PROBLEM_PARAM_CLEAR_MS = 1000;
export const MARKER_SIZE_PX = 40;

export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const HOME_GEOLOCATION_MAX_AGE_MS = 60_000;

export const MAP_SCRIPT_RETRIES = 3;
/** Wait before retry n (1-based) of the map script: n x 2^n ms. */
export function mapScriptRetryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

/** Where users write for help and deletion requests. */
export const SUPPORT_EMAIL = 'support@mzansifix.co.za';
/** The APK's path at the site root, used when version.json gives no (usable) apkUrl. */
export const DEFAULT_APK_PATH = '/mzansi-fix.apk';
