import type { NearbyProblem } from '../../domain/nearby-problems';
import { spokenDistance } from '../../domain/spoken-distance';
import { t, type Translate } from '../../messages/i18n';
import { problemTypeLabel } from '../../messages/problem-words';

/**
 * What the voice says for a report coming within 500 m: "Pothole ahead, 300 metres", in
 * the active language, or in the language of `translate` (English, where the device has
 * no voice for the page's language: see use-voice.ts).
 */
export function alertPhrase(item: NearbyProblem, translate: Translate = t): string {
  const known = item.problem.type.trim();
  const type = translate === t ? problemTypeLabel(known) : known;
  const { amount, unit } = spokenDistance(item.distanceKm);
  return translate('glance.spokenAlert', { type: type || translate('glance.spokenUnknownType'), where: item.direction ?? 'nearby', amount, unit });
}
