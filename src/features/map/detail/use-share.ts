/**
 * The Share button's behaviour for one report: share sheet, else clipboard with
 * "Link copied to clipboard!" for a few seconds, else the link for copying by hand.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Problem } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { browserShareCapabilities, problemShareUrl, shareLink } from './share-problem';
import { problemTypeLabel } from '../../../messages/problem-words';

/** How long "Link copied to clipboard!" stays. */
const COPIED_NOTICE_MS = 4000;

export interface ShareState {
  readonly share: () => void;
  /** True while "Link copied to clipboard!" should show. */
  readonly copied: boolean;
  /** The link, when the person has to copy it by hand; otherwise null. */
  readonly manualUrl: string | null;
}

export function useShare(problem: Pick<Problem, 'id' | 'type' | 'streetAddress'>): ShareState {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [manualUrl, setManualUrl] = useState<string | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const { id, type, streetAddress } = problem;
  const share = useCallback(() => {
    const url = problemShareUrl(window.location.origin, id);
    const place = streetAddress.trim() || t('home.locationPending');
    const label = problemTypeLabel(type);
    const data = { title: t('detail.shareTitle', { type: label }), text: t('detail.shareText', { type: label, place }), url };
    void shareLink(data, browserShareCapabilities(window.navigator)).then((outcome) => {
      if (outcome === 'copied') setCopiedAt(Date.now());
      if (outcome === 'manual') setManualUrl(url);
    });
  }, [id, type, streetAddress]);

  return { share, copied: copiedAt !== null, manualUrl };
}
