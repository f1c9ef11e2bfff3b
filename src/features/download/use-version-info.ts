/**
 * Loads `/version.json` once per visit to the download page, bypassing every
 * cache (a release must show at once), and gives one of the three states of
 * docs/product-behaviour.md §4.4. Any failure (no network, a non-OK status, a body that does not
 * parse) is the failed state and is logged; the download button still works.
 */
import { useEffect, useState } from 'react';
import { parseVersionJson, VERSION_INFO_PATH, type VersionInfo } from '../../domain/version-info';

export type VersionInfoState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly info: VersionInfo };

const FAILED: VersionInfoState = { status: 'failed' };

async function fetchVersionInfo(signal: AbortSignal): Promise<VersionInfoState> {
  const response = await fetch(VERSION_INFO_PATH, { cache: 'no-store', signal });
  if (!response.ok) {
    console.warn(`[download] ${VERSION_INFO_PATH} answered ${response.status}`);
    return FAILED;
  }
  const result = parseVersionJson(await response.text(), window.location.origin);
  if (!result.ok) {
    console.warn(`[download] ${result.reason}`);
    return FAILED;
  }
  return { status: 'loaded', info: result.value };
}

export function useVersionInfo(): VersionInfoState {
  const [state, setState] = useState<VersionInfoState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchVersionInfo(controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[download] ${VERSION_INFO_PATH} could not be loaded`, error);
        return FAILED;
      })
      .then((next) => {
        // An answer that arrives after the screen is gone (or after StrictMode's trial mount) is dropped.
        if (!controller.signal.aborted) setState(next);
      });
    return () => controller.abort();
  }, []);

  return state;
}
