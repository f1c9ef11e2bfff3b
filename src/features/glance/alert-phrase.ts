import type { NearbyProblem } from '../../domain/nearby-problems';
import { spokenDistance } from '../../domain/spoken-distance';
import { messages } from '../../messages';

/** What the voice says for a report coming within 500 m: "Pothole ahead, 300 metres". */
export function alertPhrase(item: NearbyProblem): string {
  const type = item.problem.type.trim() || messages.glance.spokenUnknownType;
  return messages.glance.spokenAlert(type, item.direction, spokenDistance(item.distanceKm));
}
