/** The "Troubleshooting" tab: each problem of docs/product-behaviour.md §8.2 with its fix in steps, then how to reach support. */
import { SUPPORT_EMAIL } from '../../domain/constants';
import { t, tList } from '../../messages/i18n';
import { MESSAGE_LISTS } from '../../messages/message-ids';

const EMAIL_PLACEHOLDER = '{email}';

function supportMailto(): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('download.troubleshooting.supportSubject'))}`;
}

/** The support sentence with the mailto link where the catalogue says `{email}`, so a translation can move it. */
function SupportBody() {
  const [before = '', after = ''] = t('download.troubleshooting.supportBody', { email: EMAIL_PLACEHOLDER }).split(EMAIL_PLACEHOLDER);
  return (
    <p>
      {before}
      <a href={supportMailto()}>{SUPPORT_EMAIL}</a>
      {after}
    </p>
  );
}

export function TroubleshootingTab() {
  return (
    <div className="troubleshooting-tab">
      <h2>{t('download.troubleshooting.heading')}</h2>
      <div className="trouble-cases">
        {MESSAGE_LISTS['download.troubleshooting.cases'].map((n) => (
          <section key={n} className="trouble-case">
            <h3>{t(`download.troubleshooting.cases.${n}.title` as const)}</h3>
            <ol>
              {tList(`download.troubleshooting.cases.${n}.steps` as const).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <section className="trouble-case support-case">
        <h3>{t('download.troubleshooting.supportTitle')}</h3>
        <SupportBody />
      </section>
    </div>
  );
}
