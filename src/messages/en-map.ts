/** Map screen text (docs/product-behaviour.md §2.4, §2.5 and §8.1), part of the English catalogue in en.ts. */

export const mapMessages = {
  title: 'Problem map',
  loading: 'Loading map...',
  shareCopied: 'Link copied to clipboard!',
  unknownProblem: 'That report could not be found. It may have been removed; here is the map.',
  mapFailed: 'The map could not be shown. Here are the same reports as a list.',
  listTitle: 'Reports on the map',
  clusterLabel: (n: number) => `${n.toLocaleString('en-ZA')} reports here. Zoom in to see them.`,
  markerLabel: (type: string, status: string) => `${type}, ${status || 'status unknown'}`,
  unknownType: 'Unknown type',
  filters: {
    title: 'Filters',
    mapType: 'Map type',
    mapTypes: { road: 'Road Map', satellite: 'Satellite', terrain: 'Terrain', hybrid: 'Hybrid' },
    myLocation: 'My Location',
    myProblemsOnly: 'My Problems Only',
    showResolved: 'Show Resolved',
    date: 'Date',
    showAll: 'Show All',
    hideAll: 'Hide All',
    types: 'Problem types',
    count: (n: number) => `${n.toLocaleString('en-ZA')} report${n === 1 ? '' : 's'}`,
  },
  downloads: {
    title: 'Download what you see',
    geojson: 'Download GeoJSON',
    csv: 'Download CSV',
    shown: (n: number) => `The ${n.toLocaleString('en-ZA')} report${n === 1 ? '' : 's'} the filters show, public fields only.`,
    nothingShown: 'No reports are shown, so there is nothing to download.',
  },
  listMore: (shown: number, total: number) => `Showing ${shown.toLocaleString('en-ZA')} of ${total.toLocaleString('en-ZA')}. Narrow the filters to see others.`,
} as const;
