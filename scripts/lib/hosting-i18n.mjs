// Firebase Hosting's choice of a language folder (firebase.json `hosting.i18n`), which
// superstatic applies too but reads Accept-Language in the order written, quality values
// and all ("zu;q=0.9" is no language to it). Hosting orders by quality and drops subtags;
// this turns the header into the plain list superstatic can follow, so the local server
// chooses the copy of a page Hosting would. The `firebase-language-override` cookie,
// which the page sets when the visitor chooses a language, comes first in both.

/** The visitor's languages in Hosting's order: `zu-ZA,en;q=0.5,af;q=0.8` -> `['zu', 'af', 'en']`. */
export function acceptedLanguages(header) {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().split('-')[0].toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter(({ language, quality }) => language !== '' && language !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return [...new Set(ranked.map(({ language }) => language))];
}

/** Rewrites a request's Accept-Language to the plain ordered list (in place), for superstatic's i18n lookup. */
export function orderAcceptLanguage(req) {
  const languages = acceptedLanguages(req.headers['accept-language']);
  if (languages.length > 0) req.headers['accept-language'] = languages.join(',');
  else delete req.headers['accept-language'];
}
