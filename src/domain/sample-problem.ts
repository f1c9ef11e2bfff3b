import type { Problem } from './model';

/** A plain Active pothole with nothing else set, for unit tests to change what they need. */
export function sampleProblem(id: string, extra: Partial<Problem> = {}): Problem {
  return {
    id,
    type: 'Pothole',
    description: '',
    status: 'Active',
    coordinates: null,
    streetAddress: '',
    reportedBy: '',
    reportedByUserId: '',
    createdAt: null,
    resolvedAt: null,
    confirmations: 0,
    denials: 0,
    confirmedBy: [],
    deniedBy: [],
    photos: [],
    municipalReference: null,
    ...extra,
  };
}
