/** Types of hosting-i18n.mjs. */
export function acceptedLanguages(header: string | undefined): string[];
export function orderAcceptLanguage(req: { headers: Record<string, string | string[] | undefined> }): void;
