/**
 * What a page shows while its screen's code loads (src/app/routes/lazy-screen.ts):
 * nothing at first, so a fast load does not flash a spinner, then the same
 * quiet loading line as the wait for the sign-in state.
 */
import { useEffect, useState } from 'react';
import { FullScreenSpinner } from './full-screen-spinner';

/** A load shorter than this shows no spinner at all. */
const QUIET_MS = 500;

export function RoutePending() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), QUIET_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return slow ? <FullScreenSpinner /> : null;
}
