/**
 * The "Download APK File" button with its progress bar, its outcome (saved, and
 * how it was checked) and, when it fails, an alert that says why; the button
 * comes back so the user can retry.
 */
import { useId } from 'react';
import type { ApkExpectation } from '../../domain/apk-integrity';
import { formatDataSize } from '../../domain/data-size';
import { t, type TextId } from '../../messages/i18n';
import { useOnline } from '../../shared/connection/use-online';
import { megabytes, progressPercent } from './apk-bytes';
import { useApkDownload, type ApkCheck, type ApkDownloadFailure, type ApkDownloadState } from './use-apk-download';
import { activeNumbers } from '../../messages/formats';

const CHECK_TEXT: Record<ApkCheck, TextId> = {
  verified: 'download.progress.verified',
  'no-checksum': 'download.progress.noChecksum',
  'no-digest': 'download.progress.noDigest',
};

function failureText(failure: ApkDownloadFailure): string {
  switch (failure.kind) {
    case 'offline':
      return t('download.progress.offline');
    case 'network':
      return t('download.progress.failed');
    case 'server':
      return t('download.progress.serverError');
    case 'not-found':
      return t('download.progress.notFound');
    case 'corrupted':
      return t('download.progress.corrupted');
    case 'mismatch':
      return t('download.progress.mismatch');
    case 'wrong-size':
      return t('download.progress.wrongSize', { actual: formatDataSize(failure.actual, activeNumbers), stated: formatDataSize(failure.stated, activeNumbers) });
  }
}

function DownloadProgress({ state }: { readonly state: Extract<ApkDownloadState, { phase: 'downloading' }> }) {
  const labelId = useId();
  const percent = progressPercent(state.received, state.total);
  let label: string = t('download.progress.starting');
  if (percent !== null) label = t('download.progress.percent', { percent });
  else if (state.received > 0) label = t('download.progress.megabytes', { megabytes: megabytes(state.received) });
  return (
    <div className="apk-progress">
      {/* Without a known size the bar has no value, which browsers draw as "busy". */}
      {percent === null ? <progress aria-labelledby={labelId} /> : <progress aria-labelledby={labelId} value={percent} max={100} />}
      <p id={labelId}>{label}</p>
    </div>
  );
}

interface ApkDownloadButtonProps {
  /** Where the APK is fetched from (apkUrl from version.json, or the default path). */
  readonly url: string;
  readonly fileName: string;
  /** The checksum and size version.json publishes, which the file must match before it is saved. */
  readonly expected: ApkExpectation;
}

export function ApkDownloadButton({ url, fileName, expected }: ApkDownloadButtonProps) {
  const { state, start } = useApkDownload();
  const online = useOnline();
  const downloading = state.phase === 'downloading';
  // After a failed try offline, the alert below says the same.
  const saidOffline = state.phase === 'failed' && state.failure.kind === 'offline';
  return (
    <div className="apk-download">
      {/* Said before the tap, not after a failed attempt; the button stays, in case the browser is wrong about the connection. */}
      {!online && !downloading && !saidOffline && (
        <p className="network-needed" role="status">
          {t('download.progress.offline')}
        </p>
      )}
      <button type="button" className="button primary apk-download-button" disabled={downloading} onClick={() => void start(url, fileName, expected)}>
        <svg aria-hidden="true" className="apk-download-icon" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('download.downloadButton')}
      </button>
      {downloading && <DownloadProgress state={state} />}
      {/* Kept in the document so screen readers hear "started" and "complete" as they happen. */}
      <p role="status" className={state.phase === 'done' ? `apk-done apk-${state.check}` : 'visually-hidden'}>
        {downloading && t('download.progress.started')}
        {state.phase === 'done' && `${t('download.progress.done', { fileName: state.fileName })} ${t(CHECK_TEXT[state.check])}`}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="apk-error">
          {failureText(state.failure)}
        </p>
      )}
    </div>
  );
}
