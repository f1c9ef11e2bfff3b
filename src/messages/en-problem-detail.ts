/** The problem detail modal's text (docs/product-behaviour.md §2.5), part of the English catalogue in en.ts. */
import { PRODUCT_NAME } from '../domain/constants';

const count = (n: number) => n.toLocaleString('en-ZA');

export const problemDetailMessages = {
  details: 'Details',
  photos: (n: number) => `Photos (${n})`,
  share: 'Share',
  close: 'Close',
  tabsLabel: 'Report information',
  loadingReport: 'Loading the report…',
  removed: 'This report has been removed.',
  needsConnection: 'The details of this report are not saved on this device. They will show when you are online.',

  description: 'Description',
  noDescription: 'No description given.',
  location: 'Location',
  coordinates: (latitude: string, longitude: string) => `${latitude}, ${longitude}`,
  status: 'Status',
  reportedBy: 'Reported by',
  reportedOn: 'Reported on',
  unknownDate: 'Unknown date',
  municipalReference: 'Municipal Reference',
  notYetAssigned: 'Not yet assigned',
  communityFeedback: 'Community Feedback',
  confirmations: (n: number) => `${count(n)} confirmation${n === 1 ? '' : 's'}`,
  denials: (n: number) => `${count(n)} denial${n === 1 ? '' : 's'}`,

  noPhotos: 'No photos for this report.',
  photoPosition: (i: number, n: number) => `Photo ${i} of ${n}`,
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  closePhoto: 'Close photo',

  shareTitle: (type: string) => `${type} on ${PRODUCT_NAME}`,
  shareText: (type: string, place: string) => `${type} reported at ${place}, on ${PRODUCT_NAME}.`,
  manualCopy: 'Copy this link to share the report:',
} as const;
