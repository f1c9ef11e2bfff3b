/**
 * Text of the installable, offline-first site: the web app manifest, the
 * offline indicator, the update prompt and storage notices. Part of the
 * English catalogue in en.ts.
 */
import { PRODUCT_NAME } from '../domain/constants.ts';

export const offlineMessages = {
  manifest: {
    name: PRODUCT_NAME,
    shortName: PRODUCT_NAME,
    description: 'See and track potholes, water leaks, dead traffic lights and other local problems reported by communities across South Africa, even with no signal.',
    shortcuts: {
      map: { name: 'Problem map', description: 'Every reported problem on the map' },
      glance: { name: 'Glance mode', description: 'Nearby problems, large and simple, for a phone on the dashboard' },
      leaderboard: { name: 'Leaderboard', description: 'Who is making the biggest difference' },
    },
    screenshots: {
      mapNarrow: 'The problem map on a phone',
      mapWide: 'The problem map with its filters on a computer',
    },
  },
  /** "Offline · data from 14:32"; the day is added when the data is not from today. */
  offlineDataFrom: (when: string) => `Offline · data from ${when}`,
  offlineNoData: 'Offline · no saved data yet',
  offlineLabel: 'Connection status',
  readyOffline: 'Ready to work offline',
  updateAvailable: 'Update available',
  /** A tab left open across an update asked for code the server no longer has. */
  pageOutdated: 'This page is out of date',
  reload: 'Reload',
  dismiss: 'Dismiss',
  storage: {
    quota: 'This phone is out of storage space, so the latest data is not saved for offline use. The site keeps working online.',
    unavailable: 'Offline storage is not available in this browser, so data is not saved for offline use. The site keeps working online.',
    blocked: `Another tab has an older version of ${PRODUCT_NAME} open. Close it so saved data can be updated; this page keeps working online.`,
    corrupt: 'Some saved offline data could not be read and was set aside. Fresh data is loading from the network.',
  },
  leaderboardNotSaved: 'You are offline, and the leaderboard has not been saved on this phone yet. Open it once with a connection to keep a copy for offline use.',
  signInNeedsNetwork: 'You are offline. Signing in needs an internet connection; try again when you have signal.',
} as const;
