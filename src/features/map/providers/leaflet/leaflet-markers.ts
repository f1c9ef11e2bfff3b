/**
 * Keeps Leaflet's markers in step with the cluster index for the current view:
 * asks for the clusters in the (padded) bounds, then adds and removes only
 * what changed, so a pan moves a handful of DOM nodes, not all of them.
 * For the keyboard, the markers on screen are put in order after each redraw
 * (nearest first, or top-left to bottom-right: marker-order.ts), those off screen
 * leave the tab order, and Enter on a group zooms into it and moves focus to
 * the marker nearest its centre, the first of what it held.
 */
import L from 'leaflet';
import type { MarkerSource } from '../../clusters/cluster-index';
import type { ClusterItem } from '../../clusters/cluster-protocol';
import { clusterSize, clusterSvg, markerSvg } from '../../markers/marker-art';
import { MARKER_SIZE_PX } from '../../../../domain/constants';
import { clusterLabel, markerLabel } from '../../markers/marker-label';
import { distanceKm } from '../../../../domain/distance';
import { keyboardOrder } from '../../../../domain/map-view/marker-order';
import type { Coordinates } from '../../../../domain/model';
import { nextTask } from '../../../../shared/next-task';

/**
 * How long one slice of a redraw may hold the main thread (measured on the device itself):
 * a cheap phone's tap then waits at most about this long, and at Lighthouse's 4x slowdown of
 * a fast machine a slice stays under the 50 ms that counts as blocking.
 */
const SLICE_MS = 10;

export interface MarkerLayerOptions {
  readonly onSelect: (problemId: string) => void;
  readonly onRedraw?: (ms: number, markers: number, indexVersion: number) => void;
  /** The person's location, for the markers' names and order; null when not known. */
  readonly userLocation: () => Coordinates | null;
}

/**
 * Leaflet makes markers focusable (role button, named by their title) but only opens
 * popups on Enter; ours have click handlers, so Enter and Space on a focused marker
 * click it, telling the handler the keyboard did. The name is set as aria-label too.
 */
function openOnEnter(marker: L.Marker, label: string): void {
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', label);
    element?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      marker.fire('click', { keyboard: true });
    });
  });
}

/**
 * One divIcon per marker art (11 icons x 3 tones at most): Leaflet builds each
 * marker's element from the icon's HTML string, so a redraw of thousands of
 * markers shares a few icon objects and strings instead of making one each.
 */
const markerIcons = new Map<string, L.DivIcon>();

function markerIcon(type: string, status: string): L.DivIcon {
  const html = markerSvg(type, status);
  let icon = markerIcons.get(html);
  if (!icon) {
    icon = L.divIcon({
      html,
      className: 'map-marker',
      iconSize: [MARKER_SIZE_PX, MARKER_SIZE_PX],
      iconAnchor: [MARKER_SIZE_PX / 2, MARKER_SIZE_PX - 1],
    });
    markerIcons.set(html, icon);
  }
  return icon;
}

export class MarkerLayer {
  private readonly layer = L.layerGroup();
  private readonly markers = new Map<string, L.Marker>();
  private drawn = -1;
  private request = 0;
  /** The newest redraw's promise, which the redraws it overtook resolve with. */
  private latest: Promise<number> = Promise.resolve(0);
  /** After Enter on a group: where it was, and the zoom to pass before its nearest marker takes focus. */
  private focusAfterZoom: { at: L.LatLng; above: number } | null = null;

  constructor(
    private readonly map: L.Map,
    private index: MarkerSource,
    private readonly options: MarkerLayerOptions,
  ) {
    this.layer.addTo(map);
  }

  /**
   * Redraws for the current view; `reset` makes every marker again (new data). Resolves with the
   * number of markers once they are on the map: a redraw that a newer one overtakes resolves when
   * that one is done, so whoever waits for "drawn" (the first markers) is never told too early.
   */
  redraw(reset = false): Promise<number> {
    const drawing = this.draw(reset, ++this.request);
    this.latest = drawing;
    return drawing;
  }

  private async draw(reset: boolean, request: number): Promise<number> {
    const started = performance.now();
    const bounds = this.map.getBounds().pad(this.index.padding ?? 0.25);
    const bbox = [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ] as const;
    const zoom = this.map.getZoom();
    const items = await this.index.query(bbox, zoom);
    // A newer redraw started while this one waited for the worker: let it win.
    if (request !== this.request) return this.latest;
    // New data: every marker is made again. The old ones stay on the map until the new ones are
    // all there, so a redraw in slices never shows an emptied map.
    const stale = reset || this.drawn !== this.index.version ? [...this.markers.values()] : [];
    if (stale.length > 0) this.markers.clear();
    this.drawn = this.index.version;
    const finished = await this.apply(items, Math.round(zoom), request);
    for (const marker of stale) this.layer.removeLayer(marker);
    if (!finished) return this.latest;
    this.orderForKeyboard();
    this.options.onRedraw?.(performance.now() - started, this.markers.size, this.drawn);
    return this.markers.size;
  }

  /**
   * Adds what the view wants and removes what it no longer does, yielding to the browser every
   * SLICE_MS: made in one go, the first markers of `/` were a task of ~100 ms at 4x CPU (a cheap
   * phone), which kept a tap waiting. Resolves false when a newer redraw took over meanwhile.
   */
  private async apply(items: readonly ClusterItem[], zoom: number, request: number): Promise<boolean> {
    const wanted = new Map<string, ClusterItem>();
    for (const item of items) {
      const problem = item.kind === 'point' ? this.index.pointAt(item.index) : undefined;
      const key = item.kind === 'cluster' ? `c${item.clusterId}:${zoom}` : `p${problem?.id ?? item.index}`;
      wanted.set(key, item);
    }
    for (const [key, marker] of this.markers) {
      if (!wanted.has(key)) {
        this.layer.removeLayer(marker);
        this.markers.delete(key);
      }
    }
    let slice = performance.now();
    for (const [key, item] of wanted) {
      if (this.markers.has(key)) continue;
      if (performance.now() - slice > SLICE_MS) {
        await nextTask();
        if (request !== this.request) return false;
        slice = performance.now();
      }
      const marker = item.kind === 'cluster' ? this.clusterMarker(item) : this.pointMarker(item);
      if (!marker) continue;
      this.markers.set(key, marker);
      this.layer.addLayer(marker);
    }
    return true;
  }

  private clusterMarker(item: Extract<ClusterItem, { kind: 'cluster' }>): L.Marker {
    const size = clusterSize(item.count);
    const label = clusterLabel(item.count, item.types);
    const marker = L.marker([item.lat, item.lng], {
      icon: L.divIcon({ html: clusterSvg(item.count), className: 'map-cluster', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
      title: label,
      alt: label,
      keyboard: true,
      riseOnHover: true,
    });
    openOnEnter(marker, label);
    marker.on('click', (event: L.LeafletEvent & { keyboard?: boolean }) => {
      if (event.keyboard) this.focusAfterZoom = { at: L.latLng(item.lat, item.lng), above: this.map.getZoom() };
      void this.index.expansionZoom(item.clusterId).then((zoom) => {
        // NaN: not known yet (the view the map opened with); a step closer.
        const next = Number.isNaN(zoom) ? this.map.getZoom() + 2 : zoom;
        this.map.flyTo([item.lat, item.lng], Math.min(next, 18));
      });
    });
    return marker;
  }

  private pointMarker(item: Extract<ClusterItem, { kind: 'point' }>): L.Marker | null {
    const problem = this.index.pointAt(item.index);
    if (!problem) return null;
    const here = this.options.userLocation();
    const label = markerLabel(problem.type, problem.status, here ? distanceKm(here, { latitude: item.lat, longitude: item.lng }) : null);
    const marker = L.marker([item.lat, item.lng], {
      icon: markerIcon(problem.type, problem.status),
      title: label,
      alt: label,
      keyboard: true,
      riseOnHover: true,
    });
    openOnEnter(marker, label);
    marker.on('click', () => this.options.onSelect(problem.id));
    return marker;
  }

  /**
   * Puts the markers' elements in keyboard order (their stacking comes from Leaflet's
   * z-index, not the DOM order, so nothing moves on screen); those outside the view
   * leave the tab order. Then, after Enter on a group, focuses what it held.
   */
  private orderForKeyboard(): void {
    const view = this.map.getBounds();
    const here = this.options.userLocation();
    const shown = [...this.markers.values()].filter((marker) => view.contains(marker.getLatLng()));
    const places = shown.map((marker) => {
      const point = this.map.latLngToContainerPoint(marker.getLatLng());
      const at = marker.getLatLng();
      return { x: point.x, y: point.y, distanceKm: here ? distanceKm(here, { latitude: at.lat, longitude: at.lng }) : null };
    });
    for (const marker of this.markers.values()) marker.getElement()?.setAttribute('tabindex', '-1');
    const ordered = keyboardOrder(places).map((n) => shown[n]!);
    // Moving an element drops its focus: the marker someone is on keeps it.
    const focused = document.activeElement;
    for (const marker of ordered) {
      const element = marker.getElement();
      if (!element) continue;
      element.setAttribute('tabindex', '0');
      element.parentElement?.appendChild(element);
    }
    if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
    this.focusHeldMarker(ordered);
  }

  private focusHeldMarker(ordered: readonly L.Marker[]): void {
    const pending = this.focusAfterZoom;
    if (!pending || this.map.getZoom() <= pending.above) return;
    this.focusAfterZoom = null;
    let nearest: L.Marker | undefined;
    for (const marker of ordered) {
      if (!nearest || marker.getLatLng().distanceTo(pending.at) < nearest.getLatLng().distanceTo(pending.at)) nearest = marker;
    }
    nearest?.getElement()?.focus({ preventScroll: true });
  }

  setIndex(index: MarkerSource): void {
    this.index = index;
  }

  remove(): void {
    this.layer.remove();
    this.markers.clear();
  }
}
