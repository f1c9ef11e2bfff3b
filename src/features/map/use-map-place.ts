/**
 * The place the map is narrowed to (issue 39), read from `?municipality=CPT` / `?ward=19100115`
 * (map-search.ts) and written back there, so a link or a reload keeps it; and "My municipality"
 * and "My ward", which find the visitor's place on the phone and choose it.
 *
 * A code of the right shape that the boundary file does not name is no filter (the whole
 * country), once the file is read; with no file (offline before it was ever fetched) the code
 * stands, as the map index's codes are of the same file. The prerender knows no search: the
 * first render in the browser has no place either, so hydration matches.
 */
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { MunicipalityDirectory } from '../../domain/municipalities/directory';
import type { GeoBounds } from '../../domain/map-view/map-counts';
import { WHOLE_COUNTRY, type PlaceFilter } from '../../domain/problem-filter';
import { t } from '../../messages/i18n';
import { findMyMunicipality, findMyWard, type PlaceAnswer, type PlaceFailure } from '../../shared/places/place-finder';
import { useMunicipalityDirectory } from '../../shared/places/use-municipality-directory';

const mapSearch = getRouteApi('/map-search');

const FAILURE_TEXT: Record<PlaceFailure, () => string> = {
  unsupported: () => t('map.place.unsupported'),
  denied: () => t('map.place.denied'),
  unavailable: () => t('map.place.unavailable'),
  outside: () => t('map.place.outside'),
  boundaries: () => t('map.place.boundaries'),
  noWard: () => t('map.place.noWard'),
};

export interface MapPlace {
  /** What the filters narrow to. */
  readonly place: PlaceFilter;
  readonly directory: MunicipalityDirectory | null;
  /** Chooses a municipality (null: all), leaving any ward. */
  readonly chooseMunicipality: (code: string | null) => void;
  /** The visitor reached for a place: the municipalities' names are wanted. */
  readonly want: () => void;
  readonly finding: boolean;
  readonly message: string | null;
  readonly myMunicipality: () => void;
  readonly myWard: () => void;
}

/** `onFound` is told the municipality and the ward's box My ward found, so the map can show the ward whole. */
export function useMapPlace(hydrated: boolean, onFound: (municipality: string, wardBounds: GeoBounds | null) => void): MapPlace {
  const search = mapSearch.useSearch();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const [finding, setFinding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const asked = search.municipality !== undefined || search.ward !== undefined;
  const { directory, failed } = useMunicipalityDirectory(hydrated && (wanted || asked));
  const unknown = search.municipality !== undefined && directory !== null && !failed && !directory.municipalities.has(search.municipality);
  const municipality = unknown ? null : (search.municipality ?? null);
  const ward = search.ward === undefined ? null : String(search.ward);
  // One object per choice: the screen's filtering is memoised on it.
  const place = useMemo<PlaceFilter>(() => (hydrated ? { municipality, ward } : WHOLE_COUNTRY), [hydrated, municipality, ward]);

  const go = useCallback(
    (municipality: string | null, ward: string | null) =>
      // Absent values are left out of the URL, as the map's other defaults are; a ward is kept as a number (map-search.ts).
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          municipality: municipality ?? undefined,
          ward: ward === null ? undefined : Number(ward),
        }),
      }),
    [navigate],
  );
  const chooseMunicipality = useCallback(
    (code: string | null) => {
      setMessage(null);
      go(code, null);
    },
    [go],
  );
  const want = useCallback(() => setWanted(true), []);

  // Looks for the visitor's place, says why when nothing was found, then hands on the answer.
  const find = useCallback(<T,>(finder: () => Promise<PlaceAnswer<T>>, then: (answer: PlaceAnswer<T>) => void) => {
    setWanted(true);
    setFinding(true);
    void finder().then((answer) => {
      setFinding(false);
      setMessage(answer.ok ? null : FAILURE_TEXT[answer.reason]());
      then(answer);
    });
  }, []);
  const myMunicipality = useCallback(
    () =>
      find(findMyMunicipality, (answer) => {
        if (answer.ok) go(answer.value.municipality, null);
      }),
    [find, go],
  );
  const myWard = useCallback(
    () =>
      find(findMyWard, (answer) => {
        // No ward near a border: the municipality the phone found is still the visitor's.
        const municipality = answer.ok ? answer.value.municipality : answer.municipality;
        if (!municipality) return;
        onFound(municipality, answer.ok ? answer.value.bounds : null);
        go(municipality, answer.ok ? answer.value.ward : null);
      }),
    [find, go, onFound],
  );

  return { place, directory, chooseMunicipality, want, finding, message, myMunicipality, myWard };
}
