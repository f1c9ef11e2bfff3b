/**
 * Builds the supercluster index off the main thread (50,000 points take
 * 150-300 ms here, long enough to drop frames) and answers viewport queries.
 * The data's points arrive once per data version; a filter change sends only
 * which of them to show, and a set shown a moment ago reuses its index
 * (recent-point-sets.ts). Only the newest shown version answers; older
 * queries get nothing.
 */
import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, type ClusterItem, type ClusterRequest, type ClusterResponse } from './cluster-protocol';
import { recentPointSets } from './recent-point-sets';
import { tallySlots, typeTallyOptions, type TypeTally } from './type-tally';

type PointProps = { i: number };
type PointFeature = GeoJSON.Feature<GeoJSON.Point, PointProps>;
interface ClusterProps {
  cluster?: boolean;
  cluster_id?: number;
  point_count?: number;
}
/** One feature per point of the data, shared by every index built from it (supercluster only reads them). */
let features: PointFeature[] = [];
let pointTypes: Uint8Array = new Uint8Array(0);
const built = recentPointSets<Supercluster<PointProps, TypeTally>>();
let index: Supercluster<PointProps, TypeTally> | null = null;
let version = -1;

function reply(message: ClusterResponse): void {
  postMessage(message);
}

function setData(coordinates: Float64Array, types: Uint8Array): void {
  features = [];
  pointTypes = types;
  for (let i = 0; i < coordinates.length / 2; i += 1) {
    features.push({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [coordinates[2 * i]!, coordinates[2 * i + 1]!] } });
  }
  built.clear();
}

function show(points: Uint32Array): Supercluster<PointProps, TypeTally> {
  return built.get(points, () => {
    const shown: PointFeature[] = new Array<PointFeature>(points.length);
    for (let n = 0; n < points.length; n += 1) shown[n] = features[points[n]!]!;
    return new Supercluster<PointProps, TypeTally>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
      minPoints: 2,
      // Each cluster tallies its points' types on the way up, so its name can say what it holds.
      ...typeTallyOptions((point) => pointTypes[point] ?? 0),
    }).load(shown);
  });
}

function items(bbox: [number, number, number, number], zoom: number): ClusterItem[] {
  if (!index) return [];
  return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as ClusterProps & Partial<PointProps> & TypeTally;
    return props.cluster
      ? { kind: 'cluster', clusterId: props.cluster_id!, count: props.point_count!, lng, lat, types: tallySlots(props) }
      : { kind: 'point', index: props.i!, lng, lat };
  });
}

onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'data') {
      setData(request.coordinates, request.types);
    } else if (request.kind === 'show') {
      const started = performance.now();
      index = show(request.points);
      version = request.version;
      reply({ kind: 'loaded', version, ms: performance.now() - started });
    } else if (request.kind === 'query') {
      // A query for an older load answers empty: the map asks again for the new one.
      if (request.version !== version) {
        reply({ kind: 'clusters', requestId: request.requestId, version: request.version, items: [] });
        return;
      }
      reply({ kind: 'clusters', requestId: request.requestId, version, items: items([...request.bbox], request.zoom) });
    } else {
      const zoom = index && request.version === version ? index.getClusterExpansionZoom(request.clusterId) : CLUSTER_MAX_ZOOM;
      reply({ kind: 'expansion', requestId: request.requestId, zoom });
    }
  } catch (error) {
    reply({ kind: 'error', requestId: 'requestId' in request ? request.requestId : undefined, message: String(error) });
  }
};
