// Converts the Municipal Demarcation Board's 2020 boundaries (simplified by OpenUp, WGS84
// shapefiles in ../shared/data/za-boundaries-2020, see its README) into the two compact files
// the code reads, described in docs/boundaries.md:
// - municipalities.json, for the phone: provinces, districts and the 213 municipalities with
//   their outlines (the board, the municipality filter, "My municipality");
// - wards.json, for the server only: the 4,468 wards with their municipality and outline;
// and, split from wards.json when the site is built (wardFilesByMunicipality, used by
// scripts/lib/vite-ward-files.mjs), one small file per municipality with only its wards, which
// a phone fetches for "My ward" alone.
// The shapefiles are read by the npm package `shapefile`; everything here is a pure function of
// what it returns, so the same input gives the same bytes.
import zlib from 'node:zlib';
import shapefile from 'shapefile';

/** Coordinates are stored as integers, degrees × SCALE: 5 decimals, about 1.1 m. */
export const SCALE = 100_000;
export const FORMAT = 'mzansi-fix-boundaries/1';
/** The data's README asks for exactly this line wherever the boundaries are shown. */
export const CREDIT = 'Boundaries: Municipal Demarcation Board (2020 demarcation), simplified by OpenUp';
/** What the 2020 demarcation holds; a source that differs is refused. */
export const EXPECTED = { provinces: 9, districts: 52, municipalities: 213, wards: 4468 };
/** The phone's budget for what it downloads for the board and the filter (issue 39, point 1). */
export const PHONE_BUDGET_GZIP = 150 * 1024;

const LAYERS = { provinces: 'Provinces_2020', districts: 'Districts_2020', municipalities: 'Muni_2020', wards: 'Wards_2020' };

/** Reads one layer as GeoJSON features (the .dbf is plain ASCII; UTF-8 reads it the same). */
async function readLayer(dir, name) {
  const collection = await shapefile.read(`${dir}/${name}.shp`, `${dir}/${name}.dbf`, { encoding: 'utf-8' });
  return collection.features;
}

/**
 * One ring as a flat list of integers: the first point in full, then each next point as the
 * difference from the one before ([x0, y0, dx1, dy1, …], x = longitude). The closing point is
 * left out (rings are closed implicitly), as are points that rounding made equal to the one before.
 * Returns null for a ring that rounding left with fewer than three points.
 */
export function encodeRing(ring) {
  const points = [];
  for (const [lng, lat] of ring) {
    const x = Math.round(lng * SCALE);
    const y = Math.round(lat * SCALE);
    const last = points.at(-1);
    if (!last || last[0] !== x || last[1] !== y) points.push([x, y]);
  }
  while (points.length > 1 && points[0][0] === points.at(-1)[0] && points[0][1] === points.at(-1)[1]) points.pop();
  if (points.length < 3) return null;
  const flat = [points[0][0], points[0][1]];
  for (let i = 1; i < points.length; i += 1) flat.push(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  // JSON has no -0; make it plain 0 so the output never depends on how a zero was reached.
  return flat.map((n) => n + 0);
}

/** A Polygon or MultiPolygon as a list of polygons, each a list of encoded rings (outer ring first). */
export function encodeGeometry(geometry, dropped) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  const out = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map(encodeRing);
    if (!outer) {
      dropped.polygons += 1;
      continue;
    }
    dropped.rings += holes.filter((hole) => hole === null).length;
    out.push([outer, ...holes.filter((hole) => hole !== null)]);
  }
  return out;
}

const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** A JSON file with one record a line, so a change to one ward is one line of diff. */
function jsonFile(head, lists) {
  const parts = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  for (const [key, items] of Object.entries(lists)) {
    parts.push(`${JSON.stringify(key)}:[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`);
  }
  return `{${parts.join(',\n')}}\n`;
}

/** Throws unless every code in `codes` is unique. */
function assertUnique(what, codes) {
  const seen = new Set();
  for (const code of codes) {
    if (seen.has(code)) throw new Error(`Two ${what} have the code ${code}`);
    seen.add(code);
  }
}

/**
 * Reads the four layers in `dir` and returns the two files' text, the feature counts and the
 * rings rounding removed. Throws when a count differs from the 2020 demarcation's or a parent
 * code names nothing.
 */
export async function convertBoundaries(dir) {
  const features = {};
  for (const [key, name] of Object.entries(LAYERS)) features[key] = await readLayer(dir, name);
  const counts = Object.fromEntries(Object.entries(features).map(([key, list]) => [key, list.length]));
  for (const [key, count] of Object.entries(EXPECTED)) {
    if (counts[key] !== count) throw new Error(`Expected ${count} ${key} in ${dir}, read ${counts[key]}`);
  }
  const provinces = features.provinces.map((f) => ({ code: f.properties.Code, name: f.properties.Name })).sort(byCode);
  const districts = features.districts
    .map((f) => ({ code: f.properties.Code, name: f.properties.Name, province: f.properties.Parent_cod }))
    .sort(byCode);
  const provinceOf = new Map(districts.map((d) => [d.code, d.province]));
  const dropped = { polygons: 0, rings: 0 };
  const municipalities = features.municipalities
    .map((f) => {
      const province = provinceOf.get(f.properties.Parent_cod);
      if (!province) throw new Error(`Municipality ${f.properties.Code} names an unknown district ${f.properties.Parent_cod}`);
      const polygons = encodeGeometry(f.geometry, dropped);
      return { code: f.properties.Code, name: f.properties.Name, province, district: f.properties.Parent_cod, polygons };
    })
    .sort(byCode);
  const municipalityCodes = new Set(municipalities.map((m) => m.code));
  const wards = features.wards
    .map((f) => {
      if (!municipalityCodes.has(f.properties.Parent_cod)) throw new Error(`Ward ${f.properties.Code} names an unknown municipality ${f.properties.Parent_cod}`);
      return { code: f.properties.Code, municipality: f.properties.Parent_cod, polygons: encodeGeometry(f.geometry, dropped) };
    })
    .sort(byCode);
  assertUnique('provinces', provinces.map((p) => p.code));
  assertUnique('districts', districts.map((d) => d.code));
  assertUnique('municipalities', municipalities.map((m) => m.code));
  assertUnique('wards', wards.map((w) => w.code));
  const empty = [...municipalities, ...wards].filter((feature) => feature.polygons.length === 0).map((feature) => feature.code);
  if (empty.length > 0) throw new Error(`Rounding left no outline for ${empty.join(', ')}`);
  const head = { format: FORMAT, credit: CREDIT, scale: SCALE };
  return {
    counts,
    dropped,
    files: {
      'municipalities.json': jsonFile(head, { provinces, districts, municipalities }),
      'wards.json': jsonFile(head, { wards }),
    },
  };
}

/**
 * wards.json split by municipality: `{ 'CPT.json': text, … }`, each file the same format (so the
 * placer reads it) with the municipality's code in its head and its wards' records unchanged,
 * one a line. A pure function of the committed file, so the site's build makes the same bytes
 * every time and the files cannot drift from the server's.
 */
export function wardFilesByMunicipality(wardsText) {
  const { format, credit, scale, wards } = JSON.parse(wardsText);
  const byMunicipality = new Map();
  for (const ward of wards) {
    if (!byMunicipality.has(ward.municipality)) byMunicipality.set(ward.municipality, []);
    byMunicipality.get(ward.municipality).push(ward);
  }
  const codes = [...byMunicipality.keys()].sort();
  return Object.fromEntries(codes.map((code) => [`${code}.json`, jsonFile({ format, credit, scale, municipality: code }, { wards: byMunicipality.get(code) })]));
}

/** Bytes of `text` as UTF-8 and gzipped at level 9 (as a host's static compression would send it, or smaller). */
export function sizes(text) {
  const bytes = Buffer.from(text, 'utf8');
  return { bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}
