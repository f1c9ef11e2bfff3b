/** The "Troubleshooting" tab: each problem of docs/product-behaviour.md §8.2 with its fix in steps, then how to reach support. */
import { messages } from '../../messages';

const text = messages.download.troubleshooting;
const EMAIL_PLACEHOLDER = '{email}';

function supportMailto(): string {
  return `mailto:${text.supportEmail}?subject=${encodeURIComponent(text.supportSubject)}`;
}

/** The support sentence with the mailto link where the catalogue says `{email}`, so a translation can move it. */
function SupportBody() {
  const [before = '', after = ''] = text.supportBody.split(EMAIL_PLACEHOLDER);
  return (
    <p>
      {before}
      <a href={supportMailto()}>{text.supportEmail}</a>
      {after}
    </p>
  );
}

export function TroubleshootingTab() {
  return (
    <div className="troubleshooting-tab">
      <h2>{text.heading}</h2>
      <div className="trouble-cases">
        {text.cases.map((trouble) => (
          <section key={trouble.title} className="trouble-case">
            <h3>{trouble.title}</h3>
            <ol>
              {trouble.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <section className="trouble-case support-case">
        <h3>{text.supportTitle}</h3>
        <SupportBody />
      </section>
    </div>
  );
}
