/** A single report's marker as a screen reader and a hover name it: "Pothole, Active", in the reader's language. */
import { t } from '../../../messages/i18n';
import { problemTypeLabel, statusLabel } from '../../../messages/problem-words';

export function markerLabel(type: string, status: string): string {
  return t('map.markerLabel', { type: problemTypeLabel(type) || t('map.unknownType'), status: statusLabel(status) || t('map.statusUnknown') });
}
