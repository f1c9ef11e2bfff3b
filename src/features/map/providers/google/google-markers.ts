/// <reference types="google.maps" />
/**
 * Keeps Google Maps markers in step with the shared cluster index, as the
 * Leaflet layer does: same clusters, same 40 px art (as SVG data URLs).
 */
import { MARKER_SIZE_PX } from '../../../../domain/constants';
import type { MarkerSource } from '../../clusters/cluster-index';
import { clusterSize, clusterSvg, markerSvg } from '../../markers/marker-art';
import { clusterLabel, markerLabel } from '../../markers/marker-label';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;

/** A marker's art as a data URL, encoded once per art (11 icons x 3 tones), not once per marker. */
const markerUrls = new Map<string, string>();
function markerUrl(type: string, status: string): string {
  const svg = markerSvg(type, status);
  let url = markerUrls.get(svg);
  if (url === undefined) {
    url = svgUrl(svg);
    markerUrls.set(svg, url);
  }
  return url;
}

export class GoogleMarkerLayer {
  private readonly markers = new Map<string, google.maps.Marker>();
  private drawn = -1;
  private request = 0;

  constructor(
    private readonly map: google.maps.Map,
    private index: MarkerSource,
    private readonly onSelect: (id: string) => void,
    private readonly onRedraw?: (ms: number, markers: number, indexVersion: number) => void,
  ) {}

  setIndex(index: MarkerSource): void {
    this.index = index;
  }

  async redraw(): Promise<void> {
    const bounds = this.map.getBounds();
    const zoom = this.map.getZoom();
    if (!bounds || zoom === undefined) return;
    const started = performance.now();
    const request = ++this.request;
    const sw = bounds.getSouthWest();
    const ne = bounds.getNorthEast();
    const items = await this.index.query([sw.lng(), sw.lat(), ne.lng(), ne.lat()], zoom);
    if (request !== this.request) return;
    if (this.drawn !== this.index.version) this.clear();
    this.drawn = this.index.version;
    const wanted = new Set<string>();
    for (const item of items) {
      const problem = item.kind === 'point' ? this.index.pointAt(item.index) : undefined;
      const key = item.kind === 'cluster' ? `c${item.clusterId}:${Math.round(zoom)}` : `p${problem?.id ?? item.index}`;
      wanted.add(key);
      if (this.markers.has(key)) continue;
      if (item.kind === 'cluster') {
        const size = clusterSize(item.count);
        const marker = new google.maps.Marker({
          map: this.map,
          position: { lat: item.lat, lng: item.lng },
          title: clusterLabel(item.count, item.types),
          icon: { url: svgUrl(clusterSvg(item.count)), anchor: new google.maps.Point(size / 2, size / 2) },
        });
        marker.addListener('click', () => {
          void this.index.expansionZoom(item.clusterId).then((next) => {
            // NaN: not known yet (the view the map opened with); a step closer.
            this.map.setZoom(Math.min(Number.isNaN(next) ? (this.map.getZoom() ?? 5) + 2 : next, 18));
            this.map.panTo({ lat: item.lat, lng: item.lng });
          });
        });
        this.markers.set(key, marker);
      } else if (problem) {
        const marker = new google.maps.Marker({
          map: this.map,
          position: { lat: item.lat, lng: item.lng },
          title: markerLabel(problem.type, problem.status),
          icon: { url: markerUrl(problem.type, problem.status), anchor: new google.maps.Point(MARKER_SIZE_PX / 2, MARKER_SIZE_PX - 1) },
        });
        marker.addListener('click', () => this.onSelect(problem.id));
        this.markers.set(key, marker);
      }
    }
    for (const [key, marker] of this.markers) {
      if (!wanted.has(key)) {
        marker.setMap(null);
        this.markers.delete(key);
      }
    }
    this.onRedraw?.(performance.now() - started, this.markers.size, this.drawn);
  }

  clear(): void {
    for (const marker of this.markers.values()) marker.setMap(null);
    this.markers.clear();
  }
}
