/**
 * The ten problem types as Open311 services. A `service_code` is part of the
 * public interface: clients store it and filter by it, so each code is fixed
 * here once and never derived from the display name (which may be reworded).
 */
import { PROBLEM_TYPES, isProblemType, type ProblemType } from './problem-types';

const CODES: Readonly<Record<ProblemType, string>> = {
  'Water Leak': 'water-leak',
  'Traffic Light': 'traffic-light',
  Pothole: 'pothole',
  'Street Lights': 'street-lights',
  'Guard Rails': 'guard-rails',
  'Illegal Dumping': 'illegal-dumping',
  'Vagrant Squatter': 'vagrant-squatter',
  'Excessive Litter': 'excessive-litter',
  'Road Markings': 'road-markings',
  Reinstatement: 'reinstatement',
};

/** One entry of `services.json`. */
export interface Open311Service {
  readonly service_code: string;
  readonly service_name: string;
  readonly description: string;
  /** False: a service has no extra attributes to fill in (reports are made in the app). */
  readonly metadata: boolean;
  /** "realtime": a report shows on the site as soon as the app sends it. */
  readonly type: 'realtime';
  readonly keywords: string;
  readonly group: string;
}

/** The Open311 code of a stored type name; null for a name that is not one of the ten. */
export function serviceCodeOf(type: string): string | null {
  return isProblemType(type) ? CODES[type] : null;
}

/** The stored type name a service code stands for; null for an unknown code. */
export function problemTypeOfCode(code: string): ProblemType | null {
  return PROBLEM_TYPES.find((type) => CODES[type] === code) ?? null;
}

/** Every service, in the order the site lists the types. */
export function open311Services(): Open311Service[] {
  return PROBLEM_TYPES.map((type) => ({
    service_code: CODES[type],
    service_name: type,
    description: `${type} reported by the community in South Africa`,
    metadata: false,
    type: 'realtime',
    keywords: type.toLowerCase(),
    group: 'Infrastructure',
  }));
}
