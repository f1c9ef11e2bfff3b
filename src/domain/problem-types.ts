/**
 * The ten problem types the mobile app reports, each with the icon and colour the
 * map and lists draw it with (docs/product-behaviour.md §3.3). Reinstatement was first named only on
 * the map filter; it is a full type here so its reports are never hidden.
 */
export const PROBLEM_TYPES = [
  'Water Leak',
  'Traffic Light',
  'Pothole',
  'Street Lights',
  'Guard Rails',
  'Illegal Dumping',
  'Vagrant Squatter',
  'Excessive Litter',
  'Road Markings',
  'Reinstatement',
] as const;

export type ProblemType = (typeof PROBLEM_TYPES)[number];

export interface ProblemTypeStyle {
  /** A single glyph that reads at 16 px and at 40 px. */
  readonly icon: string;
  /** Marker and badge colour; every one is dark enough for white text (contrast >= 4.5:1). */
  readonly colour: string;
}

/** Colour for a type the site does not know (the map's default red). */
export const UNKNOWN_TYPE_COLOUR = '#d32f2f';
export const UNKNOWN_TYPE_ICON = '❗';

const STYLES: Readonly<Record<ProblemType, ProblemTypeStyle>> = {
  'Water Leak': { icon: '💧', colour: '#1565c0' },
  'Traffic Light': { icon: '🚦', colour: '#8a5a00' },
  Pothole: { icon: '🕳️', colour: '#5d4037' },
  'Street Lights': { icon: '💡', colour: '#6a1b9a' },
  'Guard Rails': { icon: '🛡️', colour: '#455a64' },
  'Illegal Dumping': { icon: '🗑️', colour: '#2e7d32' },
  'Vagrant Squatter': { icon: '⛺', colour: '#ad1457' },
  'Excessive Litter': { icon: '🚮', colour: '#00695c' },
  'Road Markings': { icon: '🛣️', colour: '#283593' },
  Reinstatement: { icon: '🚧', colour: '#bf360c' },
};

/** A Set, not the array: the filters ask this for each of 50,000 reports on every change. */
const KNOWN_TYPES: ReadonlySet<string> = new Set(PROBLEM_TYPES);

/** True when `value` is one of the ten known type names (exact spelling). */
export function isProblemType(value: unknown): value is ProblemType {
  return typeof value === 'string' && KNOWN_TYPES.has(value);
}

/** Icon and colour for a type name; unknown names get the red default. */
export function problemTypeStyle(type: string): ProblemTypeStyle {
  return isProblemType(type) ? STYLES[type] : { icon: UNKNOWN_TYPE_ICON, colour: UNKNOWN_TYPE_COLOUR };
}
