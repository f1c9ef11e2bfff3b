/**
 * Keeps Leaflet's markers in step with the cluster index for the current view:
 * asks for the clusters in the (padded) bounds, then adds and removes only
 * what changed, so a pan moves a handful of DOM nodes, not all of them.
 */
import L from 'leaflet';
import { t } from '../../../../messages/i18n';
import type { ClusterIndex } from '../../clusters/cluster-index';
import type { ClusterItem } from '../../clusters/cluster-protocol';
import { clusterSize, clusterSvg, markerSvg } from '../../markers/marker-art';
import { MARKER_SIZE_PX } from '../../../../domain/constants';
import { markerLabel } from '../../markers/marker-label';

export interface MarkerLayerOptions {
  readonly onSelect: (problemId: string) => void;
  readonly onRedraw?: (ms: number, markers: number, indexVersion: number) => void;
}

/**
 * Leaflet makes markers focusable but only opens popups on Enter; ours have
 * click handlers, so Enter and Space on a focused marker click it.
 */
function openOnEnter(marker: L.Marker): void {
  marker.on('add', () => {
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      marker.fire('click');
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

  constructor(
    private readonly map: L.Map,
    private index: ClusterIndex,
    private readonly options: MarkerLayerOptions,
  ) {
    this.layer.addTo(map);
  }

  /** Redraws for the current view; `reset` drops every marker first (new data). */
  async redraw(reset = false): Promise<number> {
    const started = performance.now();
    const request = ++this.request;
    const bounds = this.map.getBounds().pad(0.25);
    const bbox = [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ] as const;
    const zoom = this.map.getZoom();
    const items = await this.index.query(bbox, zoom);
    // A newer redraw started while this one waited for the worker: let it win.
    if (request !== this.request) return this.markers.size;
    if (reset || this.drawn !== this.index.version) {
      this.layer.clearLayers();
      this.markers.clear();
      this.drawn = this.index.version;
    }
    this.apply(items, Math.round(zoom));
    this.options.onRedraw?.(performance.now() - started, this.markers.size, this.drawn);
    return this.markers.size;
  }

  private apply(items: readonly ClusterItem[], zoom: number): void {
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
    for (const [key, item] of wanted) {
      if (this.markers.has(key)) continue;
      const marker = item.kind === 'cluster' ? this.clusterMarker(item) : this.pointMarker(item);
      if (!marker) continue;
      openOnEnter(marker);
      this.markers.set(key, marker);
      this.layer.addLayer(marker);
    }
  }

  private clusterMarker(item: Extract<ClusterItem, { kind: 'cluster' }>): L.Marker {
    const size = clusterSize(item.count);
    const label = t('map.clusterLabel', { n: item.count });
    const marker = L.marker([item.lat, item.lng], {
      icon: L.divIcon({ html: clusterSvg(item.count), className: 'map-cluster', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
      title: label,
      alt: label,
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => {
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
    const label = markerLabel(problem.type, problem.status);
    const marker = L.marker([item.lat, item.lng], {
      icon: markerIcon(problem.type, problem.status),
      title: label,
      alt: label,
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => this.options.onSelect(problem.id));
    return marker;
  }

  setIndex(index: ClusterIndex): void {
    this.index = index;
  }

  remove(): void {
    this.layer.remove();
    this.markers.clear();
  }
}
