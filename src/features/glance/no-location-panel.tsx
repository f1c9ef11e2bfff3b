/** Shown until there is a position: why not, and a way on with the map's centre instead. */
import { t } from '../../messages/i18n';
import type { LocationStatus } from './use-watched-motion';

export function NoLocationPanel({ status, onUseMapCentre }: { status: LocationStatus; onUseMapCentre: () => void }) {
  const why = t(`glance.location.${status === 'waiting' || status === 'denied' || status === 'unsupported' ? status : 'unavailable'}` as const);
  return (
    <div className="glance-no-location">
      <p role="status">{why}</p>
      <button type="button" className="glance-button glance-wide" onClick={onUseMapCentre}>
        {t('glance.location.useMapCentre')}
      </button>
    </div>
  );
}
