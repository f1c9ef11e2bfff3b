/**
 * Glance mode text (the "car-friendly interface", docs/product-behaviour.md §2.11): short enough to read
 * in a glance at 24 px on a phone, and the spoken alerts. Part of the English
 * catalogue in en.ts.
 */
import type { CompassPoint, RelativeDirection } from '../domain/bearing';
import type { Elapsed } from '../domain/elapsed';
import type { SpokenDistance } from '../domain/spoken-distance';

const COMPASS_NAMES: Readonly<Record<CompassPoint, string>> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};

/** The short form of how old the data is: "just now", "5 min old", "2 h old", "3 days old". */
function age(value: Elapsed): string {
  switch (value.unit) {
    case 'justNow':
      return 'just now';
    case 'minutes':
      return `${value.amount} min old`;
    case 'hours':
      return `${value.amount} h old`;
    case 'days':
      return `${value.amount} day${value.amount === 1 ? '' : 's'} old`;
  }
}

export const glanceMessages = {
  title: 'Glance Mode',
  exit: 'Exit',
  theme: {
    /** The button's accessible name; its visible text is the mode alone. */
    label: (mode: string) => `Theme: ${mode}`,
    auto: 'Auto',
    day: 'Day',
    night: 'Night',
  },
  voice: 'Voice',
  listLabel: 'Nearest problems',
  loading: 'Loading problems…',
  empty: 'No problems to show with the map’s filters.',
  live: 'Live data',
  dataAge: (value: Elapsed) => `Data ${age(value)}`,
  offline: (value: Elapsed) => `Offline · data ${age(value)}`,
  offlineAgeUnknown: 'Offline · saved data',
  offlineNoData: 'Offline · no saved data',
  northUp: 'Arrows: north up',
  mapCentre: 'Around the map centre',
  location: {
    waiting: 'Finding your location…',
    unavailable: 'Your location is not available.',
    denied: 'Location is blocked for this site.',
    unsupported: 'This browser cannot give a location.',
    useMapCentre: 'Use the map centre',
  },
  /** Marks the closest new report within 500 m. */
  newNearby: 'New',
  newNearbyLong: 'New, within 500 m',
  /** Where an arrow points, for screen readers. */
  direction: (relative: RelativeDirection) =>
    ({ ahead: 'ahead', left: 'on the left', right: 'on the right', behind: 'behind' })[relative],
  compass: (point: CompassPoint) => `to the ${COMPASS_NAMES[point]}`,
  /** What the voice says when a report comes within 500 m: "Pothole ahead, 300 metres". */
  spokenAlert: (type: string, relative: RelativeDirection | null, distance: SpokenDistance) => {
    const where = relative === null ? 'nearby' : ({ ahead: 'ahead', left: 'on your left', right: 'on your right', behind: 'behind you' })[relative];
    const unit = `${distance.unit}${distance.amount === 1 ? '' : 's'}`;
    return `${type} ${where}, ${distance.amount} ${unit}`;
  },
  spokenUnknownType: 'Problem',
} as const;
