import type { NearbyProblem } from '../../domain/nearby-problems';
import { spokenDistance } from '../../domain/spoken-distance';
import { t } from '../../messages/i18n';
import { problemTypeLabel } from '../../messages/problem-words';

/** What the voice says for a report coming within 500 m: "Pothole ahead, 300 metres". */
export function alertPhrase(item: NearbyProblem): string {
  const type = problemTypeLabel(item.problem.type.trim()) || t('glance.spokenUnknownType');
  const { amount, unit } = spokenDistance(item.distanceKm);
  return t('glance.spokenAlert', { type, where: item.direction ?? 'nearby', amount, unit });
}
