// Types for build-facts.mjs.
import type { Plugin } from 'vite';

export function buildFacts(options: {
  photoBucketsOf: (env: Record<string, string | boolean | undefined>) => string[];
  listedBuckets: readonly string[];
}): Plugin;
