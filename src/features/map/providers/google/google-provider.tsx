/// <reference types="google.maps" />
/**
 * The Google provider, used when VITE_GOOGLE_MAPS_API_KEY is set and the
 * script loads (choose-provider.ts loads it first and falls back to Leaflet
 * when it cannot). It draws the shared clusters with the shared marker art.
 */
import { GoogleMap } from '@react-google-maps/api';
import { useEffect, useRef, useState } from 'react';
import { MAP_COLOURS } from '../../../../domain/tokens/colours';
import type { MapProviderProps, MapType } from '../map-provider';
import { GoogleMarkerLayer } from './google-markers';

const MAP_TYPE_IDS: Record<MapType, string> = { road: 'roadmap', satellite: 'satellite', terrain: 'terrain', hybrid: 'hybrid' };
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

export default function GoogleProvider(props: MapProviderProps) {
  const { index, indexVersion, mapType, focus, userLocation, onSelect, onReady, onRedraw, onMove } = props;
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const layer = useRef<GoogleMarkerLayer | null>(null);
  const callbacks = useRef({ onSelect, onReady, onRedraw, onMove });
  useEffect(() => {
    callbacks.current = { onSelect, onReady, onRedraw, onMove };
  });

  useEffect(() => {
    if (!map) return;
    const markers = new GoogleMarkerLayer(
      map,
      index,
      (id) => callbacks.current.onSelect(id),
      (ms, count, version) => callbacks.current.onRedraw?.(ms, count, version),
    );
    layer.current = markers;
    const idle = map.addListener('idle', () => {
      // Hidden while the list shows, the map has no box and so no view to name; Google redraws it when shown.
      if (map.getDiv().offsetWidth === 0) return;
      const centre = map.getCenter();
      const box = map.getBounds();
      const bounds = box && { west: box.getSouthWest().lng(), south: box.getSouthWest().lat(), east: box.getNorthEast().lng(), north: box.getNorthEast().lat() };
      if (centre) callbacks.current.onMove?.({ latitude: centre.lat(), longitude: centre.lng() }, map.getZoom() ?? Number.NaN, bounds ?? undefined);
      void markers.redraw();
    });
    return () => {
      idle.remove();
      markers.clear();
      layer.current = null;
    };
    // The layer is made once per map; new data arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    const markers = layer.current;
    if (!markers) return;
    markers.setIndex(index);
    void markers.redraw().then(() => callbacks.current.onReady());
  }, [map, index, indexVersion]);

  useEffect(() => {
    map?.setMapTypeId(MAP_TYPE_IDS[mapType]);
  }, [map, mapType]);

  useEffect(() => {
    if (!map) return;
    map.setCenter({ lat: focus.center.latitude, lng: focus.center.longitude });
    map.setZoom(focus.zoom);
  }, [map, focus]);

  useEffect(() => {
    if (!map || !userLocation) return;
    const you = new google.maps.Marker({
      map,
      position: { lat: userLocation.latitude, lng: userLocation.longitude },
      icon: { path: google.maps.SymbolPath.CIRCLE, scale: 8, fillColor: MAP_COLOURS.userLocation, fillOpacity: 1, strokeColor: MAP_COLOURS.onUserLocation, strokeWeight: 3 },
      clickable: false,
    });
    return () => you.setMap(null);
  }, [map, userLocation]);

  return (
    <div className="google-host" data-testid="map">
      <GoogleMap
        mapContainerStyle={CONTAINER_STYLE}
        center={{ lat: focus.center.latitude, lng: focus.center.longitude }}
        zoom={focus.zoom}
        options={{ streetViewControl: false, fullscreenControl: false, mapTypeControl: false, clickableIcons: false }}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
      />
    </div>
  );
}
