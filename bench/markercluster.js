// The leaflet.markercluster baseline: fetch every problem, one L.marker each,
// all added to one MarkerClusterGroup (addLayers: its bulk path). A filter
// change removes or adds back one type's markers (removeLayers / addLayers),
// the cheapest change the plug-in offers. scripts/bench/measure-baselines.mjs
// reads window.cluster; times are performance.now() values (ms since navigation).
/* global L, window, document, location, performance, fetch, URLSearchParams */
import { afterNextFrame } from './after-frame.js';

const params = new URLSearchParams(location.search);
// The site's default view (src/domain/constants.ts).
const centre = [Number(params.get('lat') ?? -28.4793), Number(params.get('lng') ?? 24.6727)];
const zoom = Number(params.get('zoom') ?? 6);

// markercluster needs the map's maxZoom, which a tile layer would give: the site's road map goes to 19.
const map = L.map('map', { zoomControl: false, minZoom: 4, maxZoom: 19 }).setView(centre, zoom);

const group = L.markerClusterGroup();
/** Markers by type, for the filter change. */
const byType = new Map();

async function draw() {
  const fetchStarted = performance.now();
  const rows = await (await fetch('/problems.json')).json();
  const dataAt = performance.now();
  const markers = rows.map(([lat, lng, type, status]) => {
    const marker = L.marker([lat, lng], { title: `${type} (${status})` });
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type).push(marker);
    return marker;
  });
  group.addLayers(markers);
  map.addLayer(group);
  const paintedAt = await afterNextFrame();
  return { count: rows.length, fetchMs: dataAt - fetchStarted, drawMs: paintedAt - dataAt, navigationToMarkersMs: paintedAt };
}

let hidden = false;
/** Hides or shows again every marker of `type`, timed to the frame that shows it. */
async function toggleType(type) {
  const started = performance.now();
  const markers = byType.get(type) ?? [];
  if (hidden) group.addLayers(markers);
  else group.removeLayers(markers);
  hidden = !hidden;
  return (await afterNextFrame()) - started;
}

window.cluster = {
  done: draw(),
  toggleType,
  markerCount: () => document.querySelectorAll('.leaflet-marker-icon').length,
};
