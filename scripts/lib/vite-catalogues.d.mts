/** Types of vite-catalogues.mjs, for vite.config.ts. */
import type { Plugin } from 'vite';
import type { Catalogue } from './catalogues.mjs';

export function wordsOf(catalogue: Catalogue, english?: Catalogue): (id: string) => string;
export function manifestFileName(code: string): string;
export function catalogues(options?: { manifest?: (words: (id: string) => string, lang: string) => object }): Plugin;
