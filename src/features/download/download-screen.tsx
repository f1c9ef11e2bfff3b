/** /download: the Android app's download page, with its three tabs and the side panel (docs/product-behaviour.md §2.10). */
import { t } from '../../messages/i18n';
import { DownloadTab } from './download-tab';
import { GuideTab } from './guide-tab';
import { SidePanel } from './side-panel';
import { Tabs } from '../../shared/components/tabs';
import { TroubleshootingTab } from './troubleshooting-tab';
import { useVersionInfo } from './use-version-info';
import './download.css';

export function DownloadScreen() {
  const versionInfo = useVersionInfo();
  return (
    <article className="page download-page">
      <h1>{t('download.title')}</h1>
      <p className="download-intro">{t('download.intro')}</p>
      <div className="download-layout">
        <Tabs
          label={t('download.tabsLabel')}
          tabs={[
            { key: 'apk', label: t('download.tabApk'), panel: <DownloadTab versionInfo={versionInfo} /> },
            { key: 'guide', label: t('download.tabGuide'), panel: <GuideTab /> },
            { key: 'troubleshooting', label: t('download.tabTroubleshooting'), panel: <TroubleshootingTab /> },
          ]}
        />
        <SidePanel />
      </div>
    </article>
  );
}
