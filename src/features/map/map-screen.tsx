/**
 * The map screen (routes / and /map): filters, clustered markers from the
 * chosen provider or the same reports as a list (`?view=list`, and always when
 * the map cannot be shown), the detail modal and the shared-problem deep link.
 * A municipality or ward chosen (`?municipality=`, `?ward=`: use-map-place.ts)
 * narrows the markers, the counts, the list and the downloads alike.
 */
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../../shared/hydration';
import { useLowData } from '../../shared/low-data';
import { useSession } from '../../shared/session/session';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, MAP_LOCATION_ZOOM, MAP_SHARED_PROBLEM_ZOOM } from '../../domain/constants';
import type { Coordinates, MapProblem } from '../../domain/model';
import { filterProblems, filtersKey, type MapFilters } from '../../domain/problem-filter';
import { t } from '../../messages/i18n';
import { useLocation } from '../../shared/location/location-context';
import { useProblems } from '../../shared/problems/problems-context';
import { useMapSummary } from '../../shared/problems/use-map-summary';
import { ProblemDetailModal } from './detail/problem-detail-modal';
import { FilterPanel } from './filters/filter-panel';
import { noteMapDrawn, noteMapOpened } from '../../shared/map-first-draw';
import { lastMapView, rememberMapCentre } from '../../shared/map-state/last-map-centre';
import { useMapState } from '../../shared/map-state/map-state-context';
import { MapCover } from './map-cover';
import { FilterAnnouncer } from './filter-announcer';
import { REPORT_LIST_ID, ReportListView } from './list/report-list-view';
import { ProviderErrorBoundary } from './provider-error-boundary';
import './map-screen.css';
import { lowDataMapProvider, mapProvider, useProviderCode } from './providers/choose-provider';
import type { MapFocus, MapType } from './providers/map-provider';
import { useClusterIndex } from './use-cluster-index';
import { useDeepLink, useLinkSettled } from './use-deep-link';
import { useMapView } from './use-map-view';
import { ViewBar } from './view-bar';
import { countShown, mapPart, type GeoBounds } from '../../domain/map-view/map-counts';
import { viewFigures } from '../../domain/map-tiles/view-figures';
import { focusForBounds } from '../../domain/places/outline-bounds';
import { loadOutlines } from '../../shared/places/place-finder';
import { useMapPlace } from './use-map-place';
import { useTileMarkers } from './use-tile-markers';
import { useLinkedReport } from './use-linked-report';
import { useUnplacedReports } from './use-unplaced-reports';
import { useData } from '../../shared/data-context';
import type { ProblemsState } from '../../shared/problems/problems-context';

// Both / and /map show this screen; their shared parent route parses the search parameters.
const mapSearch = getRouteApi('/map-search');
const Provider = mapProvider();
// Low-data mode draws no tiles and loads no map script: the open provider with the bundled outline only.
const LowDataProvider = lowDataMapProvider();
/** What the screen reads of the whole list while it draws from tiles: none of it. */
const TILES_ONLY: ProblemsState = { problems: [], source: 'none', asOf: null, savedLookedFor: true };

/**
 * Tells the page each time the markers were redrawn (how long it took, how many,
 * for which index version); `npm run bench` listens for the event.
 */
function announceRedraw(ms: number, markers: number, indexVersion: number): void {
  window.dispatchEvent(new CustomEvent('mzansi:map-redraw', { detail: { ms, markers, indexVersion, at: performance.now() } }));
}

export function MapScreen() {
  const search = mapSearch.useSearch();
  const { session } = useSession();
  const lowData = useLowData().on;
  const MapView = lowData ? LowDataProvider : Provider;
  // The prerendered page has no map (its code is for the browser): hydration draws none either.
  const hydrated = useHydrated();
  const mapCodeHere = useProviderCode(MapView) && hydrated;
  const uid = session.user?.uid ?? null;
  const whole = useProblems();
  const data = useData();
  const { mapIndexStarted } = data;
  const opening = useSyncExternalStore(data.subscribeMapOpening, data.mapOpening, () => 'deciding' as const);
  // Nothing saved to follow, and low-data mode or an index too big for a first visit: the map draws
  // from the tiles of its views (issue 38), until the whole index, if it is started, has come.
  const fromTiles = hydrated && opening === 'tiles' && !(mapIndexStarted() && whole.source !== 'none');
  // A saved copy too old to follow is not this map's list then: the tiles are newer.
  const { problems, source, asOf } = fromTiles ? TILES_ONLY : whole;
  const { filters, setFilters, setVisibleCount } = useMapState();
  const { position, request } = useLocation();
  const [now, setNow] = useState(() => Date.now());
  const [mapType, setMapType] = useState<MapType>('road');
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drewMarkers, setDrewMarkers] = useState(false);
  const [locating, setLocating] = useState(false);
  const [view, setView] = useMapView();
  // The box the map last showed, for the list's "In this view"; kept while the list replaces the map.
  const [bounds, setBounds] = useState<GeoBounds | null>(null);
  const focusList = useRef(false);
  // Drawn again in the same page (a language switch redraws every screen), the map opens where it was.
  const [focus, setFocus] = useState<MapFocus>(
    () => lastMapView() ?? (position ? { center: position, zoom: MAP_LOCATION_ZOOM } : { center: MAP_DEFAULT_CENTRE, zoom: MAP_DEFAULT_ZOOM }),
  );

  useEffect(() => {
    if (search.mine && uid) setFilters((f) => ({ ...f, mineOnly: true }));
  }, [search.mine, uid, setFilters]);

  // The map goes to the place chosen: a municipality's outline whole, or the ward My ward found.
  const areaRef = useRef<HTMLDivElement>(null);
  const shownPlace = useRef<string | null>(null);
  const showBox = useCallback((box: GeoBounds) => {
    const area = areaRef.current;
    setFocus(focusForBounds(box, area?.clientWidth ?? window.innerWidth, area?.clientHeight ?? window.innerHeight));
  }, []);
  const onFound = useCallback(
    (municipality: string, wardBounds: GeoBounds | null) => {
      if (!wardBounds) return;
      shownPlace.current = municipality;
      showBox(wardBounds);
    },
    [showBox],
  );
  const mapPlace = useMapPlace(hydrated, onFound);
  const { place } = mapPlace;
  // A ward alone in the URL names no municipality: its reports do (a ward lies in one).
  const shownMunicipality = place.municipality ?? (place.ward ? (problems.find((p) => p.ward === place.ward)?.municipality ?? null) : null);
  useEffect(() => {
    // A ward alone in a link goes to its municipality's outline (the phone has no ward outline until My ward).
    const code = shownMunicipality;
    // Back to the whole country: the next choice of the same place is flown to again.
    if (code === null) shownPlace.current = null;
    // A shared report's link decides where the map opens; a place already shown is not flown to again.
    if (code === null || search.problem || shownPlace.current === code) return;
    let live = true;
    loadOutlines()
      .then((outlines) => {
        const box = outlines.bounds(code);
        if (!live || !box) return;
        shownPlace.current = code;
        showBox(box);
      })
      .catch((error: unknown) => console.warn('[map] the municipalities file could not be read:', error));
    return () => {
      live = false;
    };
  }, [shownMunicipality, search.problem, showBox]);

  const result = useMemo(() => filterProblems(problems, filters, uid, now, place), [problems, filters, uid, now, place]);
  const tiles = useTileMarkers(fromTiles, filters, uid, place, now);
  // Until the saved copy or the server answers, the map draws the view it last drew under these filters.
  const key = filtersKey(filters, uid, place);
  // Before the saved copy or the server answers there is no list to count: the figures say "counting…", not 0.
  const known = source !== 'none';
  // Except on a first visit (nothing saved here), where the index summary answers them while the index file
  // comes, whenever the filters depend on type and status alone (view-figures.ts).
  const summary = useMapSummary({ overUnsureCopy: fromTiles });
  const early = useMemo(() => (known ? null : viewFigures(summary, filters, uid, place)), [known, summary, filters, uid, place]);
  // No index started, no list to cluster: a map drawn from tiles never fetches or starts the worker.
  const { index, version } = useClusterIndex(problems, result.visible, { filters: key, opening: source === 'none' }, !mapIndexStarted());
  const listCounts = useMemo(() => countShown(result.visible, null), [result.visible]);
  const counts = known ? listCounts : (early?.counts ?? null);
  const onMove = useCallback((centre: Coordinates, zoom: number, box?: GeoBounds) => {
    rememberMapCentre(centre, zoom);
    if (box) setBounds(box);
  }, []);
  const visibleCount = known ? result.visible.length : (early?.counts.shown ?? null);
  useEffect(() => {
    setVisibleCount(visibleCount);
    return () => setVisibleCount(null);
  }, [visibleCount, setVisibleCount]);

  const openShared = useCallback((target: MapProblem) => {
    setSelectedId(target.id);
    if (target.coordinates) setFocus({ center: target.coordinates, zoom: MAP_SHARED_PROBLEM_ZOOM });
  }, []);
  // Only with a link: every render would otherwise walk every report (4 ms at 200,000, a few times a filter change).
  const linkedFound = useMemo(() => search.problem !== undefined && problems.some((problem) => problem.id === search.problem), [problems, search.problem]);
  const linkResolvable = useLinkSettled(search.problem, source, asOf, linkedFound);
  const linked = useLinkedReport(search.problem, fromTiles);
  const sharedNotFound = useDeepLink(
    search.problem,
    search.badProblem === true,
    fromTiles ? linked.problems : problems,
    fromTiles ? linked.settled || search.problem === undefined : linkResolvable,
    openShared,
  );

  const changeFilters = useCallback(
    (update: (current: MapFilters) => MapFilters) => {
      setNow(Date.now());
      setFilters(update);
    },
    [setFilters],
  );
  const locate = async () => {
    setLocating(true);
    const fix = await request();
    setLocating(false);
    if (fix) setFocus({ center: fix, zoom: MAP_LOCATION_ZOOM });
  };
  // How many markers the last redraw drew: an opening view drawn from the last visit lifts the cover too.
  const lastDrawn = useRef(0);
  const onRedraw = useCallback((ms: number, markers: number, indexVersion: number) => {
    lastDrawn.current = markers;
    announceRedraw(ms, markers, indexVersion);
    if (markers > 0) setDrewMarkers(true);
  }, []);
  // Markers under the loading cover are not shown yet: Firebase and the service worker wait
  // until the cover has gone (shared/map-first-draw.ts), so their start cannot hold up that paint.
  useEffect(() => {
    if (status === 'ready' && drewMarkers) noteMapDrawn();
  }, [status, drewMarkers]);
  const onError = useCallback((error: unknown) => {
    console.error('[map] the map could not load', error);
    setStatus('failed');
  }, []);

  // The skip link after the filters: to the list, showing it first when the map is shown.
  const skipToList = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusList.current = true;
    if (view === 'list' || status === 'failed') document.getElementById(REPORT_LIST_ID)?.focus();
    else setView('list');
  };
  useEffect(() => {
    if (!focusList.current || view !== 'list') return;
    focusList.current = false;
    document.getElementById(REPORT_LIST_ID)?.focus();
  }, [view]);
  const listShown = view === 'list' || status === 'failed';

  const selected = selectedId
    ? (problems.find((problem) => problem.id === selectedId) ??
      tiles?.markers.problem(selectedId) ??
      linked.problems.find((problem) => problem.id === selectedId) ??
      null)
    : null;
  // From tiles, the list holds the reports of the view the map drew (its counted clusters are not
  // loaded), and those with no position, which no view can show.
  const drawn = tiles?.markers.drawn() ?? null;
  const unplaced = useUnplacedReports(fromTiles && listShown);
  const listed = useMemo(
    () => (drawn ? [...drawn.problems, ...filterProblems(unplaced, filters, uid, now, place).visible] : result.visible),
    [drawn, unplaced, filters, uid, now, place, result.visible],
  );
  return (
    <section className="map-page" aria-labelledby="map-title">
      <h1 id="map-title" className="visually-hidden">
        {t('nav.viewMap')}
      </h1>
      {sharedNotFound && (
        <p className="map-notice" role="status">
          {t('map.unknownProblem')}
        </p>
      )}
      <div className="map-area" ref={areaRef}>
        {/* Kept while the list shows, out of sight: "List" then paints no teardown of the map, and "Map" returns to it as it was. */}
        {status !== 'failed' && mapCodeHere && (
          <div className="map-holder" hidden={listShown}>
            <ProviderErrorBoundary onError={onError}>
              <Suspense fallback={null}>
                <MapView
                  index={tiles?.markers ?? index}
                  indexVersion={tiles?.version ?? version}
                  mapType={mapType}
                  tiles={!lowData}
                  focus={focus}
                  userLocation={position}
                  onSelect={setSelectedId}
                  onReady={() => {
                    // From tiles the map is ready when it is up: its markers come as the tiles of the view do.
                    if (source !== 'none' || fromTiles) setStatus((s) => (s === 'loading' ? 'ready' : s));
                    // The view the map opened with: shown at once, then the saved copy (read meanwhile) is decoded.
                    else if (lastDrawn.current > 0) flushSync(() => setStatus((s) => (s === 'loading' ? 'ready' : s)));
                    if (source === 'none' && !fromTiles) noteMapOpened(lastDrawn.current > 0);
                  }}
                  onError={onError}
                  onRedraw={onRedraw}
                  onMove={onMove}
                />
              </Suspense>
            </ProviderErrorBoundary>
          </div>
        )}
        {listShown && (
          <ReportListView
            visible={listed}
            bounds={bounds}
            viewOnly={tiles ? { note: !drawn || drawn.counted || !drawn.complete ? t('map.list.lowDataView') : undefined } : undefined}
            position={position}
            uid={uid}
            onSelect={setSelectedId}
            alert={status === 'failed' ? t('map.mapFailed') : undefined}
            place={place.ward ? 'ward' : place.municipality ? 'municipality' : 'country'}
          />
        )}
        <FilterPanel
          filters={filters}
          onChange={changeFilters}
          typeCounts={known ? result.typeCounts : (early?.typeCounts ?? null)}
          shown={known ? result.visible : null}
          signedIn={uid !== null}
          mapType={mapType}
          onMapType={setMapType}
          tilesOff={lowData}
          onMyLocation={() => void locate()}
          locating={locating}
          place={{
            directory: mapPlace.directory,
            counts: known ? result.municipalityCounts : null,
            everywhere: known ? result.everywhere : null,
            chosen: shownMunicipality,
            onChoose: mapPlace.chooseMunicipality,
            onWant: mapPlace.want,
            ward: place.ward,
            onWholeMunicipality: () => mapPlace.chooseMunicipality(shownMunicipality),
            onMyMunicipality: mapPlace.myMunicipality,
            onMyWard: mapPlace.myWard,
            finding: mapPlace.finding,
            message: mapPlace.message,
          }}
        />
        <a className="skip-link" href={`#${REPORT_LIST_ID}`} onClick={skipToList}>
          {t('map.list.skip')}
        </a>
        {status !== 'failed' && <ViewBar view={view} onView={setView} mapPart={view === 'map' && counts ? mapPart(counts) : null} />}
        <FilterAnnouncer filtersKey={key} shown={visibleCount} />
        {status === 'loading' && view === 'map' && <MapCover />}
      </div>
      {selected && <ProblemDetailModal summary={selected} onClose={() => setSelectedId(null)} />}
    </section>
  );
}
