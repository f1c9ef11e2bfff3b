/**
 * The "Download APK File" button's work: fetch and check the APK (fetch-apk.ts),
 * then save it under an `.apk` name through a Blob link. A file that fails a
 * check is never saved. Every failure ends in a state the page explains and
 * lets the user retry from.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from '../../shared/components/save-file';
import type { ApkExpectation } from '../../domain/apk-integrity';
import { megabytes, progressPercent } from './apk-bytes';
import { ApkDownloadError, fetchApk, type ApkCheck, type ApkDownloadFailure } from './fetch-apk';

export type { ApkCheck, ApkDownloadFailure } from './fetch-apk';

export type ApkDownloadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'downloading'; readonly received: number; readonly total: number | null }
  | { readonly phase: 'done'; readonly fileName: string; readonly check: ApkCheck }
  | { readonly phase: 'failed'; readonly failure: ApkDownloadFailure };

function failureOf(error: unknown): ApkDownloadFailure {
  if (error instanceof ApkDownloadError) return error.failure;
  // fetch and the stream reader reject with a TypeError when the connection drops.
  return { kind: navigator.onLine ? 'network' : 'offline' };
}

/** A short progress text key: changes only when the shown number does, so a 25 MB download does not re-render per chunk. */
function progressKey(received: number, total: number | null): string {
  return String(progressPercent(received, total) ?? megabytes(received));
}

export function useApkDownload() {
  const [state, setState] = useState<ApkDownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops a download in progress rather than saving a file later, out of the blue.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (url: string, fileName: string, expected: ApkExpectation) => {
    if (running.current) return;
    if (!navigator.onLine) {
      setState({ phase: 'failed', failure: { kind: 'offline' } });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'downloading', received: 0, total: null });
    let shown = '';
    try {
      const { blob, check } = await fetchApk(url, expected, controller.signal, (received, total) => {
        const key = progressKey(received, total);
        if (key === shown) return;
        shown = key;
        setState({ phase: 'downloading', received, total });
      });
      saveFile(blob, fileName);
      setState({ phase: 'done', fileName, check });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(`[download] ${url} failed`, error);
      setState({ phase: 'failed', failure: failureOf(error) });
    } finally {
      running.current = null;
    }
  }, []);

  return { state, start };
}
