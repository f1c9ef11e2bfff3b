// Types for vite-ward-files.mjs.
import type { Plugin } from 'vite';

export const WARD_FILES_DIR: string;
export function wardFiles(options?: { source?: string }): Plugin;
