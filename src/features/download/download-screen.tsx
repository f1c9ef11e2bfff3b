/** /download: the Android app's download page, with its three tabs and the side panel (docs/product-behaviour.md §2.10). */
import { messages } from '../../messages';
import { DownloadTab } from './download-tab';
import { GuideTab } from './guide-tab';
import { SidePanel } from './side-panel';
import { Tabs } from '../../shared/components/tabs';
import { TroubleshootingTab } from './troubleshooting-tab';
import { useVersionInfo } from './use-version-info';
import './download.css';

const text = messages.download;

export function DownloadScreen() {
  const versionInfo = useVersionInfo();
  return (
    <article className="page download-page">
      <h1>{text.title}</h1>
      <p className="download-intro">{text.intro}</p>
      <div className="download-layout">
        <Tabs
          label={text.tabsLabel}
          tabs={[
            { key: 'apk', label: text.tabApk, panel: <DownloadTab versionInfo={versionInfo} /> },
            { key: 'guide', label: text.tabGuide, panel: <GuideTab /> },
            { key: 'troubleshooting', label: text.tabTroubleshooting, panel: <TroubleshootingTab /> },
          ]}
        />
        <SidePanel />
      </div>
    </article>
  );
}
