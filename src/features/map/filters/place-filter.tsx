/**
 * The place part of the map's filter panel (issue 39): the municipality picker, "My
 * municipality" and "My ward" (found on the phone, src/shared/places/place-finder.ts), what they
 * said, and, when one ward is shown, its number and the way back to its whole municipality.
 */
import { wardNumber } from '../../../domain/places/place-codes';
import { t } from '../../../messages/i18n';
import { MunicipalityPicker, type MunicipalityPickerProps } from './municipality-picker';

export interface PlaceFilterProps extends MunicipalityPickerProps {
  readonly ward: string | null;
  readonly onWholeMunicipality: () => void;
  readonly onMyMunicipality: () => void;
  readonly onMyWard: () => void;
  /** A search for the visitor's place is under way. */
  readonly finding: boolean;
  /** What the last search said (why it found nothing), or null. */
  readonly message: string | null;
}

export function PlaceFilter(props: PlaceFilterProps) {
  const { ward, onWholeMunicipality, onMyMunicipality, onMyWard, finding, message, ...picker } = props;
  return (
    <>
      <MunicipalityPicker {...picker} />
      {ward && (
        <div className="place-ward">
          <p className="place-message">{t('map.filters.wardChosen', { n: wardNumber(ward) })}</p>
          <button type="button" className="button" onClick={onWholeMunicipality}>
            {t('map.filters.wholeMunicipality')}
          </button>
        </div>
      )}
      <div className="place-actions">
        <button type="button" className="button" onClick={onMyMunicipality} disabled={finding}>
          {t('map.filters.myMunicipality')}
        </button>
        <button type="button" className="button" onClick={onMyWard} disabled={finding}>
          {t('map.filters.myWard')}
        </button>
      </div>
      <p className="place-message" role="status">
        {finding ? t('map.place.locating') : message}
      </p>
      <p className="filter-note">{t('map.place.privacy')}</p>
    </>
  );
}
