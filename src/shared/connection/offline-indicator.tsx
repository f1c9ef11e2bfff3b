/**
 * "Offline · data from 14:32": shown while the browser is offline, with the
 * time the data on screen was last confirmed by the server ("Offline" alone while
 * the saved copy is being read, "no saved data yet" when there is none). It goes when the
 * connection returns; the live data then refreshes by itself.
 */
import { useEffect, useState } from 'react';
import { formatDataTime } from '../../domain/data-age';
import { t } from '../../messages/i18n';
import { useProblems } from '../problems/problems-context';
import { useOnline } from './use-online';
import { activeShortMonths } from '../../messages/formats';

/** The "today" in the wording moves on while a phone stays offline for hours. */
const CLOCK_TICK_MS = 60_000;

export function OfflineIndicator() {
  const online = useOnline();
  const { asOf, savedLookedFor } = useProblems();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  if (online) return null;
  return (
    <p className="offline-indicator" role="status" aria-label={t('offline.offlineLabel')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {asOf !== null
        ? t('offline.offlineDataFrom', { when: formatDataTime(asOf, now, activeShortMonths()) })
        : // While the saved copy is still being read (seconds on a cheap phone holding 50,000 reports,
          // with the map already showing the view it last drew), "no saved data" would be wrong.
          t(savedLookedFor ? 'offline.offlineNoData' : 'offline.offline')}
    </p>
  );
}
