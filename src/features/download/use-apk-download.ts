/**
 * The "Download APK File" button's work: fetch the APK while counting bytes (so
 * the page can show real progress), check that what arrived is an app file, then
 * save it under an `.apk` name through a Blob link. Every failure ends in a
 * state the page explains and lets the user retry from.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from '../../components/save-file';
import { APK_MIME_TYPE, expectedLength, isHtmlResponse, isZipArchive, megabytes, progressPercent } from './apk-bytes';

export type ApkDownloadFailure = 'offline' | 'network' | 'not-found' | 'server' | 'corrupted';

export type ApkDownloadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'downloading'; readonly received: number; readonly total: number | null }
  | { readonly phase: 'done'; readonly fileName: string }
  | { readonly phase: 'failed'; readonly failure: ApkDownloadFailure };

class ApkDownloadError extends Error {
  constructor(readonly failure: ApkDownloadFailure) {
    super(`APK download failed: ${failure}`);
  }
}

function failureOfStatus(status: number): ApkDownloadFailure {
  return status === 404 || status === 410 ? 'not-found' : 'server';
}

/** Fetches the APK, reporting bytes as they arrive; resolves with the checked file. */
async function fetchApk(url: string, signal: AbortSignal, onProgress: (received: number, total: number | null) => void): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new ApkDownloadError(failureOfStatus(response.status));
  if (isHtmlResponse(response.headers.get('Content-Type'))) throw new ApkDownloadError('not-found');

  const total = expectedLength(response.headers.get('Content-Length'), response.headers.get('Content-Encoding'));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    onProgress(0, total);
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      received += next.value.byteLength;
      onProgress(received, total);
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    received = whole.byteLength;
  }
  if (total !== null && received < total) throw new ApkDownloadError('network');

  const blob = new Blob(chunks, { type: APK_MIME_TYPE });
  if (!isZipArchive(new Uint8Array(await blob.slice(0, 4).arrayBuffer()))) throw new ApkDownloadError('corrupted');
  return blob;
}

function failureOf(error: unknown): ApkDownloadFailure {
  if (error instanceof ApkDownloadError) return error.failure;
  // fetch and the stream reader reject with a TypeError when the connection drops.
  return navigator.onLine ? 'network' : 'offline';
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

  const start = useCallback(async (url: string, fileName: string) => {
    if (running.current) return;
    if (!navigator.onLine) {
      setState({ phase: 'failed', failure: 'offline' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'downloading', received: 0, total: null });
    let shown = '';
    try {
      const blob = await fetchApk(url, controller.signal, (received, total) => {
        const key = progressKey(received, total);
        if (key === shown) return;
        shown = key;
        setState({ phase: 'downloading', received, total });
      });
      saveFile(blob, fileName);
      setState({ phase: 'done', fileName });
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
