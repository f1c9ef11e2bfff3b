/**
 * The bar at the foot of the map's area: the choice between the map and the list
 * (kept in the URL as `?view=list`), and "Showing N of M on the map" when some of the
 * reports the filters let through have no location and can only be listed.
 */
import type { PartOfWhole } from '../../domain/map-view/map-counts';
import { t } from '../../messages/i18n';
import type { MapScreenView } from './use-map-view';

export function ViewBar({ view, onView, mapPart }: { view: MapScreenView; onView: (view: MapScreenView) => void; mapPart: PartOfWhole | null }) {
  return (
    <div className="map-view-bar">
      {mapPart && mapPart.shown < mapPart.total && <p className="map-count-note">{t('map.unplacedNote', mapPart)}</p>}
      <div className="map-view-switch" role="group" aria-label={t('map.view.label')}>
        {(['map', 'list'] as const).map((choice) => (
          <button key={choice} type="button" aria-pressed={view === choice} onClick={() => onView(choice)}>
            {choice === 'map' ? t('map.view.map') : t('map.view.list')}
          </button>
        ))}
      </div>
    </div>
  );
}
