/** Types of vite-prerender.mjs, for vite.config.ts. */
import type { Plugin, PluginOption } from 'vite';

export const I18N_ROOT: string;
export function languageFolder(code: string): string;
export function pageFile(pagePath: string, code: string): string;
export function fillTemplate(template: string, page: { html: string; head: string; lang: string; pagePath: string }): string;
export function screenLinks(bundle: import('rollup').OutputBundle, screens: readonly string[]): string;
export function prerender(options: { entry: string; plugins: () => PluginOption[] }): Plugin;
