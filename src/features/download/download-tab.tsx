/** The "Download APK" tab: what the app is, the version line, the download button, the notices and the feature list. */
import { NO_EXPECTATION } from '../../domain/apk-integrity';
import { DEFAULT_APK_PATH } from '../../domain/constants';
import { apkFileName } from '../../domain/version-info';
import { t, tList } from '../../messages/i18n';
import { ApkDownloadButton } from './apk-download-button';
import { ChecksumPanel } from './checksum-panel';
import type { VersionInfoState } from './use-version-info';
import { VersionSummary } from './version-summary';

/** A digest of the published length, for the unseen panel that keeps the checksum's place. */
const RESERVED_DIGEST = '0'.repeat(64);

function Notice({ kind, title, body }: { readonly kind: 'warning' | 'info'; readonly title: string; readonly body: string }) {
  return (
    <section className={`notice notice-${kind}`}>
      <h3>{title}</h3>
      <p>{body}</p>
    </section>
  );
}

export function DownloadTab({ versionInfo }: { readonly versionInfo: VersionInfoState }) {
  // Until version.json answers (or when it fails) the default path and plain file name keep the button working.
  const info = versionInfo.status === 'loaded' ? versionInfo.info : null;
  const fileName = apkFileName(info?.version ?? null);
  return (
    <div className="download-tab">
      <header className="download-hero">
        <h2>{t('download.apk.heading')}</h2>
        <p className="requirements-chip">{t('version.requirements')}</p>
        <p>{t('download.apk.intro')}</p>
      </header>

      <div className="download-card">
        <VersionSummary state={versionInfo} />
        <ApkDownloadButton url={info?.apkUrl ?? DEFAULT_APK_PATH} fileName={fileName} expected={info ?? NO_EXPECTATION} />
        {/* Once version.json has answered: while it loads, "no checksum" might not be true. Till then
            a panel of the same size keeps its place, unseen, so nothing below moves when it answers. */}
        {versionInfo.status === 'loading' ? (
          <div className="reserved" aria-hidden="true" inert>
            <ChecksumPanel sha256={RESERVED_DIGEST} fileName={fileName} />
          </div>
        ) : (
          <ChecksumPanel sha256={info?.sha256 ?? null} fileName={fileName} />
        )}
      </div>

      <div className="notices">
        <Notice kind="warning" title={t('download.apk.unknownSourcesTitle')} body={t('download.apk.unknownSourcesBody')} />
        <Notice kind="info" title={t('download.apk.securityTitle')} body={t('download.apk.securityBody')} />
      </div>

      <section>
        <h3>{t('download.apk.featuresHeading')}</h3>
        <ul className="download-ticks feature-list">
          {tList('download.apk.features').map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
