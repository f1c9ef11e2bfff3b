/** Types of catalogues.mjs, for the TypeScript that imports it (unit-test setup, e2e helpers). */
export interface Catalogue {
  readonly code: string;
  readonly file: string;
  readonly name: string;
  readonly writtenBy: string;
  readonly review: string;
  readonly messages: Map<string, string>;
}
export const ROOT: string;
export const LOCALES_DIR: string;
export const SOURCE_LANGUAGE: string;
export const GLOBAL_VALUES: string[];
export function readCatalogue(file: string): Catalogue;
export function readCatalogues(dir?: string): Catalogue[];
export function englishCatalogue(dir?: string): Catalogue;
export function placeholders(message: string): Map<string, 'number' | 'select' | 'text'>;
export function compiledMessages(catalogue: Catalogue, english: Catalogue): Record<string, unknown>;
