/**
 * The open map provider (the default, no key needed): Leaflet with raster tiles
 * from configurable sources and a bundled outline of South Africa underneath,
 * so an empty tile cache still shows where you are. In low-data mode
 * (`tiles={false}`) the outline is all it draws under the markers.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { startTransition, useEffect, useLayoutEffect, useRef } from 'react';
import { nextTask } from '../../../../shared/next-task';
import { MAP_COLOURS } from '../../../../domain/tokens/colours';
import type { MapProviderProps } from '../map-provider';
import { LESOTHO_HOLE, SOUTH_AFRICA_BORDER } from '../south-africa-outline';
import { tileLayersFor } from '../tile-layers';
import { MarkerLayer } from './leaflet-markers';
import './leaflet-provider.css';

/**
 * Zoom buttons top-right (the filter panel has the top-left corner), and South Africa's
 * outline under everything else drawn (the "you are here" dot may already be there).
 */
function addZoomAndOutline(instance: L.Map): void {
  L.control.zoom({ position: 'topright' }).addTo(instance);
  L.polygon([SOUTH_AFRICA_BORDER.map(([lat, lng]) => L.latLng(lat, lng)), LESOTHO_HOLE.map(([lat, lng]) => L.latLng(lat, lng))], {
    color: MAP_COLOURS.outline,
    weight: 2,
    fillColor: MAP_COLOURS.outline,
    fillOpacity: 0.06,
    interactive: false,
  })
    .addTo(instance)
    .bringToBack();
}

export default function LeafletProvider(props: MapProviderProps) {
  const { index, indexVersion, mapType, tiles: showTiles = true, focus, userLocation, onSelect, onReady, onError, onRedraw, onMove } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<MarkerLayer | null>(null);
  const tiles = useRef<L.TileLayer[]>([]);
  const youAreHere = useRef<L.CircleMarker | null>(null);
  const located = useRef(userLocation);
  // Callbacks change identity on every render of the screen; the map reads the latest through a ref.
  const callbacks = useRef({ onSelect, onReady, onError, onRedraw, onMove });
  useEffect(() => {
    callbacks.current = { onSelect, onReady, onError, onRedraw, onMove };
  });

  // Made in a layout effect, before the screen is painted: a passive effect waited for the
  // paint of the whole screen, 100-120 ms before the first markers on a busy 2-core machine.
  useLayoutEffect(() => {
    if (!container.current) return;
    let stopObserving = () => {};
    try {
      const instance = L.map(container.current, { zoomControl: false, attributionControl: true, minZoom: 4 });
      instance.setView([focus.center.latitude, focus.center.longitude], focus.zoom);
      // The zoom buttons and the country's outline come in a task of their own. Made here, they
      // lengthened the task that mounts the screen, the longest of a first visit to `/` (272 ms
      // at 4x CPU). Six Lighthouse runs each, alternating, over HTTP/2: blocking time 189-526 ms
      // (median 346) with them apart, 243-998 ms (median 520) without; score median 87 against 82.
      void nextTask().then(() => {
        if (map.current === instance) addZoomAndOutline(instance);
      });
      const layer = new MarkerLayer(instance, index, {
        onSelect: (id) => callbacks.current.onSelect(id),
        onRedraw: (ms, count, version) => callbacks.current.onRedraw?.(ms, count, version),
        userLocation: () => located.current,
      });
      // The view is written on the host element too, for the end-to-end tests and the benchmark.
      // Hidden (the list shows instead, perhaps since the page opened), the map has no box: it has no view to name.
      const hidden = () => instance.getSize().x === 0;
      const describeView = () => {
        if (hidden()) return;
        const centre = instance.getCenter();
        container.current?.setAttribute('data-zoom', String(instance.getZoom()));
        container.current?.setAttribute('data-center', `${centre.lat.toFixed(5)},${centre.lng.toFixed(5)}`);
        const box = instance.getBounds();
        const bounds = { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() };
        // A transition: what the screen draws for a new view (the list "in this view", its counts)
        // is rendered in slices, not in one task of 75-115 ms at 4x CPU that keeps a tap waiting.
        const zoom = instance.getZoom();
        startTransition(() => callbacks.current.onMove?.({ latitude: centre.lat, longitude: centre.lng }, zoom, bounds));
      };
      instance.on('moveend', () => {
        if (hidden()) return;
        describeView();
        void layer.redraw();
      });
      // The view is named in a task of its own: the screen's answer to it is a render of its own,
      // 40 ms at 4x CPU that lengthened the task that mounts the screen, the longest of `/`.
      void nextTask().then(() => {
        if (map.current === instance) describeView();
      });
      // Leaflet follows the window's size, not its box's: hidden while the list shows and shown again, or
      // narrowed by the page, it is told, and its own moveend then names the view and draws the markers.
      // Told only of a real change: Leaflet forgets its exact centre on every invalidateSize, even one that
      // changes nothing, and names its pixel's instead. The observer's first call (the size it already has)
      // moved a map drawn again after a language switch by a fraction of a pixel from where it was.
      const host = container.current;
      const resized = new ResizeObserver(([entry]) => {
        if (!entry || entry.contentRect.width <= 0 || entry.contentRect.height <= 0) return;
        const size = instance.getSize();
        if (size.x !== host.clientWidth || size.y !== host.clientHeight) instance.invalidateSize();
      });
      resized.observe(host);
      stopObserving = () => resized.disconnect();
      map.current = instance;
      markers.current = layer;
    } catch (error) {
      callbacks.current.onError(error);
    }
    return () => {
      stopObserving();
      markers.current?.remove();
      map.current?.remove();
      map.current = null;
      markers.current = null;
    };
    // The map is made once; later changes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    for (const layer of tiles.current) layer.remove();
    tiles.current = [];
    if (!showTiles) return;
    // In a task of their own, as the zoom buttons are: made with the map, the tile layers (each
    // making the images of the view) lengthened the task that mounts the screen by 55-60 ms at 4x CPU.
    let cancelled = false;
    void nextTask().then(() => {
      if (cancelled || map.current !== instance) return;
      tiles.current = tileLayersFor(mapType).map((source) =>
        L.tileLayer(source.url, { attribution: source.attribution, maxZoom: source.maxZoom, crossOrigin: true }).addTo(instance),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [mapType, showTiles]);

  useEffect(() => {
    const layer = markers.current;
    if (!layer) return;
    layer.setIndex(index);
    let cancelled = false;
    void layer.redraw(true).then(() => {
      if (!cancelled) callbacks.current.onReady();
    });
    return () => {
      cancelled = true;
    };
  }, [index, indexVersion]);

  useEffect(() => {
    map.current?.setView([focus.center.latitude, focus.center.longitude], focus.zoom);
  }, [focus]);

  useEffect(() => {
    const instance = map.current;
    // The markers' names say how far each report is: a new location names them again.
    if (located.current !== userLocation) {
      located.current = userLocation;
      void markers.current?.redraw(true);
    }
    youAreHere.current?.remove();
    youAreHere.current = null;
    if (!instance || !userLocation) return;
    youAreHere.current = L.circleMarker([userLocation.latitude, userLocation.longitude], {
      radius: 9,
      color: MAP_COLOURS.onUserLocation,
      weight: 3,
      fillColor: MAP_COLOURS.userLocation,
      fillOpacity: 1,
      interactive: false,
    }).addTo(instance);
  }, [userLocation]);

  return <div ref={container} className="leaflet-host" data-testid="map" />;
}
