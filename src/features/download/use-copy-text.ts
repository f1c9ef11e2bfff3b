/**
 * Copies a text to the clipboard and remembers the outcome for a few seconds,
 * so the page can say "copied" or, where the browser refuses (no permission,
 * not https, an old browser), how to copy by hand.
 */
import { useCallback, useEffect, useState } from 'react';

export type CopyOutcome = 'copied' | 'failed';

/** How long "copied" stays on screen. */
const OUTCOME_SHOWN_MS = 4000;

export function useCopyText() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    // A failure stays: its words say what to do instead.
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = useCallback(async (value: string): Promise<CopyOutcome> => {
    let next: CopyOutcome = 'failed';
    try {
      if (typeof navigator.clipboard?.writeText === 'function') {
        await navigator.clipboard.writeText(value);
        next = 'copied';
      }
    } catch (error) {
      console.warn('[download] the clipboard refused the checksum', error);
    }
    setOutcome(next);
    return next;
  }, []);

  return { outcome, copy };
}
