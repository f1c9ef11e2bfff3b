/** The "Installation Guide" tab: the four install steps (docs/product-behaviour.md §2.10), why each permission is asked for, and other ways to install. */
import { t } from '../../messages/i18n';
import { MESSAGE_LISTS } from '../../messages/message-ids';

/** The other ways to install, each a title and a short how-to. */
const ALTERNATIVES = ['fileManager', 'adb', 'usb'] as const;

function Alternatives() {
  return (
    <section className="install-alternatives">
      <h3>{t('download.guide.alternativesHeading')}</h3>
      <div className="alternative-cards">
        {ALTERNATIVES.map((way) => (
          <section key={way} className="alternative">
            <h4>{t(`download.guide.alternatives.${way}.title` as const)}</h4>
            <p>{t(`download.guide.alternatives.${way}.body` as const)}</p>
            {way === 'adb' && (
              <pre className="command">
                <code>{t('download.guide.alternatives.adb.command')}</code>
              </pre>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

export function GuideTab() {
  return (
    <div className="guide-tab">
      <h2>{t('download.guide.heading')}</h2>
      <ol className="install-steps">
        {MESSAGE_LISTS['download.guide.steps'].map((n) => (
          <li key={n} className="install-step">
            <h3>{t(`download.guide.steps.${n}.title` as const)}</h3>
            <p>{t(`download.guide.steps.${n}.body` as const)}</p>
          </li>
        ))}
      </ol>

      <section className="permissions">
        <h3>{t('download.guide.permissionsHeading')}</h3>
        <dl className="permission-list">
          {MESSAGE_LISTS['download.guide.permissions'].map((n) => (
            <div key={n}>
              <dt>{t(`download.guide.permissions.${n}.name` as const)}</dt>
              <dd>{t(`download.guide.permissions.${n}.reason` as const)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Alternatives />
    </div>
  );
}
