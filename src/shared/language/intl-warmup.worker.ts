/**
 * Makes the page's first number and month formatters once, then ends: ICU keeps the
 * locale data they load for the whole renderer process, so the page's own formatters,
 * made afterwards, no longer load it on the main thread (warm-intl.ts says why).
 */
import { FIRST_DATE_FORMAT, FIRST_NUMBER_FORMAT } from '../../domain/intl-locales';
import type { IntlWarmup } from './warm-intl';

self.onmessage = (event: MessageEvent<IntlWarmup>) => {
  const { locales, timeZone } = event.data;
  try {
    new Intl.NumberFormat(locales, FIRST_NUMBER_FORMAT).format(12345);
    new Intl.DateTimeFormat(locales, { timeZone, ...FIRST_DATE_FORMAT }).format(0);
  } finally {
    postMessage('warm');
    self.close();
  }
};
