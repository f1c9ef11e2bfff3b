/**
 * Problem types and statuses are stored in English ("Water Leak", "Resolved"): they are
 * keys the app writes and the filters, Open311 and the map index compare. Only the label
 * a person reads is translated; a type or status the site does not know is data and is
 * shown as it is.
 */
import { PROBLEM_TYPES, isProblemType, type ProblemType } from '../domain/problem-types';
import { ACTIVE, IN_PROGRESS, RESOLVED } from '../domain/problem-status';
import { nameMessages } from './en-names';
import { t, type TextId } from './i18n';

const TYPE_IDS: Readonly<Record<ProblemType, TextId>> = {
  'Water Leak': 'problemTypes.waterLeak',
  'Traffic Light': 'problemTypes.trafficLight',
  Pothole: 'problemTypes.pothole',
  'Street Lights': 'problemTypes.streetLights',
  'Guard Rails': 'problemTypes.guardRails',
  'Illegal Dumping': 'problemTypes.illegalDumping',
  'Vagrant Squatter': 'problemTypes.vagrantSquatter',
  'Excessive Litter': 'problemTypes.excessiveLitter',
  'Road Markings': 'problemTypes.roadMarkings',
  Reinstatement: 'problemTypes.reinstatement',
};

const STATUS_IDS: Readonly<Record<string, TextId>> = {
  [ACTIVE]: 'statuses.active',
  [RESOLVED]: 'statuses.resolved',
  [IN_PROGRESS]: 'statuses.inProgress',
};

/** A stored type as the reader's language names it. */
export function problemTypeLabel(type: string): string {
  return isProblemType(type) ? t(TYPE_IDS[type]) : type;
}

/** A stored status as the reader's language names it. */
export function statusLabel(status: string): string {
  const id = Object.prototype.hasOwnProperty.call(STATUS_IDS, status) ? STATUS_IDS[status] : undefined;
  return id ? t(id) : status;
}

/** Every known type with its label, in the product's order. */
export function problemTypeLabels(): { readonly type: ProblemType; readonly label: string }[] {
  return PROBLEM_TYPES.map((type) => ({ type, label: problemTypeLabel(type) }));
}

/**
 * A name as stored on a report or a public profile, for reading: the English words the
 * server writes for someone without a name ("User", "Anonymous User", "Unknown User")
 * become the reader's language's; a real name is data and stays as it is.
 */
export function storedNameLabel(name: string): string {
  if (name === nameMessages.user) return t('names.user');
  if (name === nameMessages.anonymousUser) return t('names.anonymousUser');
  if (name === nameMessages.unknownUser) return t('names.unknownUser');
  return name;
}
