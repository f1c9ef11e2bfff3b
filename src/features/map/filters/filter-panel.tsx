/**
 * The map's collapsible filter panel (docs/product-behaviour.md §2.4): map type, My Location,
 * the place (a municipality or ward, My municipality, My ward: place-filter.tsx), My Problems Only (signed-in users), Show Resolved, the date filter, Show All /
 * Hide All, a toggle per type with its count, and the download of what they show.
 */
import { useId, useState } from 'react';
import { useHydrated } from '../../../shared/hydration';
import type { MapProblem } from '../../../domain/model';
import type { MapFilters } from '../../../domain/problem-filter';
import { hideAllTypes, showAllTypes } from '../../../domain/problem-filter';
import type { ProblemType } from '../../../domain/problem-types';
import { t } from '../../../messages/i18n';
import { ReportDownloads } from '../export/report-downloads';
import { MAP_TYPES, type MapType } from '../providers/map-provider';
import { DateFilterField } from '../../../shared/components/date-filter-field';
import { PlaceFilter, type PlaceFilterProps } from './place-filter';
import { TypeToggles } from './type-toggles';
import './filter-panel.css';

const WIDE_SCREEN_PX = 700;

export interface FilterPanelProps {
  readonly filters: MapFilters;
  readonly onChange: (update: (filters: MapFilters) => MapFilters) => void;
  /** Null until the reports are known ("counting…"). */
  readonly typeCounts: ReadonlyMap<ProblemType, number> | null;
  /** The reports the filters let through: what the downloads hold. Null until the reports are known. */
  readonly shown: readonly MapProblem[] | null;
  readonly signedIn: boolean;
  readonly mapType: MapType;
  readonly onMapType: (type: MapType) => void;
  /** Low-data mode: no map images, so the map type has nothing to change. */
  readonly tilesOff?: boolean;
  readonly onMyLocation: () => void;
  readonly locating: boolean;
  readonly place: PlaceFilterProps;
}

export function FilterPanel(props: FilterPanelProps) {
  const { filters, onChange, typeCounts, shown, signedIn, mapType, onMapType, tilesOff = false, onMyLocation, locating, place } = props;
  // Open on wide screens; on a phone the map comes first and the panel is a tap away. The
  // prerendered page cannot know the screen: until the panel is in the browser (null) its
  // stylesheet opens it by the width, so hydration draws what the build drew and nothing moves.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const open = chosen ?? (hydrated ? window.innerWidth >= WIDE_SCREEN_PX : null);
  const bodyId = useId();
  const tilesOffId = useId();
  return (
    <section className={`filter-panel${open === null ? ' by-width' : ''}`} aria-label={t('map.filters.title')}>
      <button type="button" className="filter-toggle" aria-expanded={open ?? undefined} aria-controls={bodyId} onClick={() => setChosen(!open)}>
        <span aria-hidden="true">☰</span> {t('map.filters.title')}
      </button>
      <div id={bodyId} className="filter-body" hidden={open === false}>
        <label className="field">
          <span>{t('map.filters.mapType')}</span>
          <select
            className="input"
            value={mapType}
            disabled={tilesOff}
            aria-describedby={tilesOff ? tilesOffId : undefined}
            onChange={(event) => onMapType(event.target.value as MapType)}
          >
            {MAP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`map.filters.mapTypes.${type}` as const)}
              </option>
            ))}
          </select>
        </label>
        {tilesOff && (
          <p id={tilesOffId} className="filter-note">
            {t('lowData.map.tilesOff')}
          </p>
        )}
        <button type="button" className="button" onClick={onMyLocation} disabled={locating}>
          <span aria-hidden="true">◎&nbsp;</span>
          {t('map.filters.myLocation')}
        </button>
        <PlaceFilter {...place} />
        {signedIn && (
          <label className="check">
            <input type="checkbox" checked={filters.mineOnly} onChange={(event) => onChange((f) => ({ ...f, mineOnly: event.target.checked }))} />
            {t('map.filters.myProblemsOnly')}
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={filters.showResolved} onChange={(event) => onChange((f) => ({ ...f, showResolved: event.target.checked }))} />
          {t('map.filters.showResolved')}
        </label>
        <DateFilterField label={t('map.filters.date')} value={filters.date} onChange={(date) => onChange((f) => ({ ...f, date }))} />
        <div className="type-actions">
          <button type="button" className="button" onClick={() => onChange(showAllTypes)}>
            {t('map.filters.showAll')}
          </button>
          <button type="button" className="button" onClick={() => onChange(hideAllTypes)}>
            {t('map.filters.hideAll')}
          </button>
        </div>
        <TypeToggles filters={filters} counts={typeCounts} onChange={onChange} />
        <ReportDownloads problems={shown} />
      </div>
    </section>
  );
}
