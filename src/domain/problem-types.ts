/**
 * The ten problem types the mobile app reports, each with the icon and colour the
 * map and lists draw it with (docs/product-behaviour.md §3.3). Reinstatement was first named only on
 * the map filter; it is a full type here so its reports are never hidden. The icon is
 * named here and drawn as SVG by `src/shared/components/icons` (never an emoji: phones without
 * an emoji font, such as older Android, showed empty boxes).
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

/** The icon each type is drawn with, by name; `alert-circle` is a type the site does not know. */
export type ProblemIconName =
  | 'droplet'
  | 'traffic-lights'
  | 'pothole'
  | 'street-light'
  | 'guard-rail'
  | 'bin-bag'
  | 'tent'
  | 'trash'
  | 'road'
  | 'traffic-cone'
  | 'alert-circle';

export interface ProblemTypeStyle {
  /** An SVG icon drawn to read at 16 px and at 40 px. */
  readonly icon: ProblemIconName;
  /** Marker and badge colour; every one is dark enough for white text (contrast >= 4.5:1). */
  readonly colour: string;
}

/** Colour for a type the site does not know (the map's default red). */
export const UNKNOWN_TYPE_COLOUR = '#d32f2f';
export const UNKNOWN_TYPE_ICON: ProblemIconName = 'alert-circle';
const UNKNOWN_STYLE: ProblemTypeStyle = { icon: UNKNOWN_TYPE_ICON, colour: UNKNOWN_TYPE_COLOUR };

const STYLES: Readonly<Record<ProblemType, ProblemTypeStyle>> = {
  'Water Leak': { icon: 'droplet', colour: '#1565c0' },
  'Traffic Light': { icon: 'traffic-lights', colour: '#8a5a00' },
  Pothole: { icon: 'pothole', colour: '#5d4037' },
  'Street Lights': { icon: 'street-light', colour: '#6a1b9a' },
  'Guard Rails': { icon: 'guard-rail', colour: '#455a64' },
  // A dumped bag, not a bin: Excessive Litter has the bin, and the two must differ at 16 px.
  'Illegal Dumping': { icon: 'bin-bag', colour: '#2e7d32' },
  'Vagrant Squatter': { icon: 'tent', colour: '#ad1457' },
  'Excessive Litter': { icon: 'trash', colour: '#00695c' },
  'Road Markings': { icon: 'road', colour: '#283593' },
  // A cone: the roadworks sign that stays legible at 16 px (a striped barrier blurs).
  Reinstatement: { icon: 'traffic-cone', colour: '#bf360c' },
};

/**
 * Each known type's place in PROBLEM_TYPES. A map, not the array's indexOf: the filters and the
 * map's counts ask for each of up to 200,000 reports on every change, and indexOf compared the
 * name with each type in turn.
 */
const TYPE_INDEX: ReadonlyMap<string, number> = new Map(PROBLEM_TYPES.map((type, index) => [type, index]));

/** True when `value` is one of the ten known type names (exact spelling). */
export function isProblemType(value: unknown): value is ProblemType {
  return typeof value === 'string' && TYPE_INDEX.has(value);
}

/** The type's place in PROBLEM_TYPES, or -1 for a name the site does not know. */
export function problemTypeIndex(type: string): number {
  return TYPE_INDEX.get(type) ?? -1;
}

/** Icon and colour for a type name; unknown names get the red default. */
export function problemTypeStyle(type: string): ProblemTypeStyle {
  return isProblemType(type) ? STYLES[type] : UNKNOWN_STYLE;
}
