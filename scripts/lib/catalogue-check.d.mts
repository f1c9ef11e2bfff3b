/** Types of catalogue-check.mjs, for its unit test. */
import type { Catalogue } from './catalogues.mjs';

export function messageProblems(id: string, message: string, englishMessage: string): string[];
export function checkCatalogues(catalogues: Catalogue[], usedIds: Set<string>): { errors: string[]; report: string[] };
