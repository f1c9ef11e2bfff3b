/**
 * Which language the site starts in (README, "Languages"): the visitor's
 * own choice when it is remembered and still offered; else the first of the browser's
 * languages the site has (`zu-ZA` and `zu` both mean isiZulu); else English.
 */
export const DEFAULT_LANGUAGE = 'en';

/** The language part of a BCP 47 tag, lower case: `zu-ZA` -> `zu`. */
export function baseLanguage(tag: string): string {
  return tag.trim().split(/[-_]/u)[0]?.toLowerCase() ?? '';
}

export function chooseLanguage(remembered: string | null, browserLanguages: readonly string[], offered: readonly string[]): string {
  if (remembered !== null && offered.includes(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const base = baseLanguage(tag);
    if (offered.includes(base)) return base;
  }
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}
