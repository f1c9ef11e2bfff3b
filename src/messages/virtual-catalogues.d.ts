/** The module scripts/lib/vite-catalogues.mjs makes from src/locales at build time. */
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  /** Every language with a catalogue, English first: its code and its name in itself. */
  export const LANGUAGES: readonly { readonly code: string; readonly name: string }[];
  /** The compiled catalogue of one language, in a chunk of its own. */
  export function importCatalogue(code: string): Promise<{ default: Messages }>;
}
