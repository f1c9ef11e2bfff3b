/** Static page text (privacy, data deletion, about), part of the English catalogue in en.ts. */
import { PRODUCT_NAME } from '../domain/constants';

export const pageMessages = {
  privacyTitle: 'Privacy Policy',
  deletionTitle: 'Data Deletion Guide',
  aboutTitle: `About ${PRODUCT_NAME}`,
  backToMap: 'Back to the map',
} as const;
