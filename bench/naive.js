// The naive baseline: fetch every problem, add one L.marker each, no clustering.
// scripts/bench/measure-naive.mjs reads window.naive. Times are performance.now()
// values, i.e. milliseconds since this page's navigation started.
/* global L, window, document, location, performance, fetch, URLSearchParams */
import { afterNextFrame } from './after-frame.js';

const params = new URLSearchParams(location.search);
// Give up adding markers past this many ms, so a slow machine still finishes the bench.
const capMs = Number(params.get('capMs') ?? 60_000);
// The site's default view (src/domain/constants.ts).
const centre = [Number(params.get('lat') ?? -28.4793), Number(params.get('lng') ?? 24.6727)];
const zoom = Number(params.get('zoom') ?? 6);

const map = L.map('map', { zoomControl: false, minZoom: 4 }).setView(centre, zoom);
// The same tile source as the site's road map (the bench answers it locally).
L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { maxZoom: 19, crossOrigin: true }).addTo(map);

async function draw() {
  const fetchStarted = performance.now();
  const rows = await (await fetch('/problems.json')).json();
  const dataAt = performance.now();
  const icon = L.divIcon({ className: 'naive-marker', html: '', iconSize: [20, 20], iconAnchor: [10, 20] });
  const layer = L.layerGroup().addTo(map);
  let added = 0;
  let capped = false;
  for (const [lat, lng, type, status] of rows) {
    layer.addLayer(L.marker([lat, lng], { icon, title: `${type} (${status})` }));
    added += 1;
    // Checked every 1,024 markers: cheap, and still stops within a few ms of the cap.
    if ((added & 1023) === 0 && performance.now() - dataAt > capMs) {
      capped = true;
      break;
    }
  }
  const addedAt = performance.now();
  const paintedAt = await afterNextFrame();
  return {
    count: rows.length,
    added,
    capped,
    fetchMs: dataAt - fetchStarted,
    addMs: addedAt - dataAt,
    drawMs: paintedAt - dataAt,
    navigationToMarkersMs: paintedAt,
  };
}

/** A view change without animation, timed to the frame that shows it. */
async function timed(change) {
  const started = performance.now();
  change();
  return (await afterNextFrame()) - started;
}

window.naive = {
  done: draw(),
  pan: (dx, dy = 0) => timed(() => map.panBy([dx, dy], { animate: false })),
  zoom: (delta) => timed(() => map.setZoom(map.getZoom() + delta, { animate: false })),
  setView: (lat, lng, z) => timed(() => map.setView([lat, lng], z, { animate: false })),
  markerCount: () => document.querySelectorAll('.leaflet-marker-icon').length,
};
