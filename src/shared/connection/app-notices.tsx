/**
 * Short notices at the foot of every page: "Ready to work offline" once after
 * the first install, "Update available · Reload" when a new version waits,
 * "This page is out of date · Reload" when code it needs is gone from the server,
 * and storage trouble (full, unavailable, blocked, damaged). None of them
 * blocks the page; the update waits for the user's Reload.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useData } from '../data-context';
import { applyUpdate, dismissOfflineReady, serviceWorkerState, subscribeServiceWorker } from '../service-worker';
import type { StorageTrouble } from '../../data/snapshot-store';
import { t, type TextId } from '../../messages/i18n';
import './connection.css';

/** "Ready to work offline" is good news, not a task: it leaves by itself. */
const READY_NOTICE_MS = 8000;

const TROUBLE_TEXT: Record<StorageTrouble, TextId> = {
  quota: 'offline.storage.quota',
  unavailable: 'offline.storage.unavailable',
  blocked: 'offline.storage.blocked',
  corrupt: 'offline.storage.corrupt',
};

function useStorageTrouble(): [StorageTrouble[], (trouble: StorageTrouble) => void] {
  const { storageTrouble } = useData();
  const [troubles, setTroubles] = useState<StorageTrouble[]>([]);
  const [dismissed, setDismissed] = useState<StorageTrouble[]>([]);
  useEffect(
    () => storageTrouble.subscribe((trouble) => setTroubles((list) => (list.includes(trouble) ? list : [...list, trouble]))),
    [storageTrouble],
  );
  const shown = troubles.filter((trouble) => !dismissed.includes(trouble));
  return [shown, (trouble) => setDismissed((list) => [...list, trouble])];
}

export function AppNotices() {
  const sw = useSyncExternalStore(subscribeServiceWorker, serviceWorkerState, serviceWorkerState);
  const [troubles, dismissTrouble] = useStorageTrouble();
  useEffect(() => {
    if (!sw.offlineReady) return;
    const timer = window.setTimeout(dismissOfflineReady, READY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [sw.offlineReady]);

  return (
    <div className="app-notices" role="status" aria-live="polite">
      {sw.pageOutdated && !sw.updateWaiting && (
        <div className="app-notice app-notice-update" data-notice="outdated">
          <span>{t('offline.pageOutdated')}</span>
          <span aria-hidden="true">·</span>
          <button type="button" className="app-notice-action" onClick={() => window.location.reload()}>
            {t('offline.reload')}
          </button>
        </div>
      )}
      {sw.updateWaiting && (
        <div className="app-notice app-notice-update">
          <span>{t('offline.updateAvailable')}</span>
          <span aria-hidden="true">·</span>
          <button type="button" className="app-notice-action" onClick={applyUpdate}>
            {t('offline.reload')}
          </button>
        </div>
      )}
      {sw.offlineReady && !sw.updateWaiting && (
        <div className="app-notice">
          <span>{t('offline.readyOffline')}</span>
          <DismissButton onClick={dismissOfflineReady} />
        </div>
      )}
      {troubles.map((trouble) => (
        <div key={trouble} className="app-notice app-notice-warning" data-trouble={trouble}>
          <span>{t(TROUBLE_TEXT[trouble])}</span>
          <DismissButton onClick={() => dismissTrouble(trouble)} />
        </div>
      ))}
    </div>
  );
}

function DismissButton({ onClick }: { readonly onClick: () => void }) {
  return (
    <button type="button" className="app-notice-dismiss" aria-label={t('offline.dismiss')} onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
