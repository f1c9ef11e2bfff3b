/** Beside the tabs (below them on phones): why the app is worth it, and the system requirements of docs/product-behaviour.md §9.6. */
import { t, tList } from '../../messages/i18n';
import { MESSAGE_LISTS } from '../../messages/message-ids';

export function SidePanel() {
  return (
    <div className="download-side">
      <section className="side-card">
        <h2>{t('download.side.benefitsHeading')}</h2>
        <ul className="download-ticks">
          {tList('download.side.benefits').map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="side-card">
        <h2>{t('download.side.requirementsHeading')}</h2>
        <dl className="requirement-list">
          {MESSAGE_LISTS['download.side.requirements'].map((n) => (
            <div key={n}>
              <dt>{t(`download.side.requirements.${n}.label` as const)}</dt>
              <dd>{t(`download.side.requirements.${n}.value` as const)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
