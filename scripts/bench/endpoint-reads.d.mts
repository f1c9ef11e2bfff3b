// Types for endpoint-reads.mjs (plain JS so the bench runs without a build step).

export interface EndpointReadsRow {
  endpoint: string;
  requests: number;
  /** Answers the function gave (a request and its redirect may be two). */
  functionRuns: number;
  /** Answers the CDN's stand-in gave from its copy. */
  cdnHits: number;
  limited: number;
  redirects: number;
  refused400: number;
  /** Firestore reads the function counted, all requests together. */
  reads: number;
  /** The most one request (and its redirect) cost. */
  maxReads: number;
  /** The old behaviour's cost of the same requests, worked out. */
  oldReads: number;
}

export function measureEndpointReads(options: {
  siteUrl: string;
  siteOrigin?: string;
  ids: string[];
  cells: number;
  count?: number;
  seed?: number;
  headers?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<EndpointReadsRow[]>;

export function endpointReadsTable(rows: EndpointReadsRow[]): string[];
