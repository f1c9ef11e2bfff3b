/**
 * "Loading map...": the cover over the map until its first markers are drawn, and the
 * whole page while the map screen's code is still on its way (the routes' pending
 * component). Both sit in the same place, so the page does not jump when one becomes
 * the other, and the cover is on screen as soon as the shell can draw anything.
 */
import { t } from '../../messages/i18n';
import '../../shared/components/spinner.css';
import './map-cover.css';

export function MapCover() {
  return (
    <div className="map-cover" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('map.loading')}
    </div>
  );
}

/** The map page before its screen's code has come: the frame the screen fills, and the cover. */
export function MapScreenPending() {
  return (
    <section className="map-page">
      <div className="map-area">
        <MapCover />
      </div>
    </section>
  );
}
