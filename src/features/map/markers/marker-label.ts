/**
 * What a screen reader (and a hover) names the map's markers, in the reader's language:
 * a report "Pothole, Active, 300 m" (the distance when the location is known), a group
 * "12 reports: 5 potholes, 4 water leaks, 3 others" (the two largest types, then the rest).
 */
import { formatDistance } from '../../../domain/distance';
import { topTypes } from '../../../domain/map-view/map-counts';
import { PROBLEM_TYPES, type ProblemType } from '../../../domain/problem-types';
import { activeNumbers } from '../../../messages/formats';
import { t } from '../../../messages/i18n';
import { problemTypeLabel, statusLabel } from '../../../messages/problem-words';

export function markerLabel(type: string, status: string, distanceKm: number | null = null): string {
  const words = { type: problemTypeLabel(type) || t('map.unknownType'), status: statusLabel(status) || t('map.statusUnknown') };
  return distanceKm === null ? t('map.markerLabel', words) : t('map.markerLabelDistance', { ...words, distance: formatDistance(distanceKm, activeNumbers) });
}

const TYPE_COUNT = {
  'Water Leak': (n: number) => t('map.typeCount.waterLeak', { n }),
  'Traffic Light': (n: number) => t('map.typeCount.trafficLight', { n }),
  Pothole: (n: number) => t('map.typeCount.pothole', { n }),
  'Street Lights': (n: number) => t('map.typeCount.streetLights', { n }),
  'Guard Rails': (n: number) => t('map.typeCount.guardRails', { n }),
  'Illegal Dumping': (n: number) => t('map.typeCount.illegalDumping', { n }),
  'Vagrant Squatter': (n: number) => t('map.typeCount.vagrantSquatter', { n }),
  'Excessive Litter': (n: number) => t('map.typeCount.excessiveLitter', { n }),
  'Road Markings': (n: number) => t('map.typeCount.roadMarkings', { n }),
  Reinstatement: (n: number) => t('map.typeCount.reinstatement', { n }),
} satisfies Record<ProblemType, (n: number) => string>;

/** A group of `count` reports; `types` (counts per type slot) names what it holds, without it only the count is said. */
export function clusterLabel(count: number, types?: readonly number[]): string {
  if (!types) return t('map.clusterLabel', { n: count });
  const { top, others } = topTypes(types);
  const parts = top.map(({ slot, count: n }) => TYPE_COUNT[PROBLEM_TYPES[slot]!](n));
  if (others > 0) parts.push(t('map.typeCount.others', { n: others }));
  return t('map.clusterName', { n: count, parts: parts.join(', ') });
}
