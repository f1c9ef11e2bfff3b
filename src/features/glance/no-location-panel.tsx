/** Shown until there is a position: why not, and a way on with the map's centre instead. */
import { t } from '../../messages/i18n';
import type { LocationStatus } from './use-watched-motion';

export function NoLocationPanel({ status, onUseMapCentre }: { status: LocationStatus; onUseMapCentre: () => void }) {
    const why = status === 'waiting' ? t('glance.location.waiting') : status === 'denied' ? t('glance.location.denied') : status === 'unsupported' ? t('glance.location.unsupported') : t('glance.location.unavailable');
  return (
    <div className="glance-no-location">
      <p role="status">{why}</p>
      <button type="button" className="glance-button glance-wide" onClick={onUseMapCentre}>
        {t('glance.location.useMapCentre')}
      </button>
    </div>
  );
}
