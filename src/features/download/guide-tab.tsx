/** The "Installation Guide" tab: the four install steps (docs/product-behaviour.md §2.10), why each permission is asked for, and other ways to install. */
import { messages } from '../../messages';

const text = messages.download.guide;

function Alternatives() {
  const { fileManager, adb, usb } = text.alternatives;
  return (
    <section className="install-alternatives">
      <h3>{text.alternativesHeading}</h3>
      <div className="alternative-cards">
        <section className="alternative">
          <h4>{fileManager.title}</h4>
          <p>{fileManager.body}</p>
        </section>
        <section className="alternative">
          <h4>{adb.title}</h4>
          <p>{adb.body}</p>
          <pre className="command">
            <code>{adb.command}</code>
          </pre>
        </section>
        <section className="alternative">
          <h4>{usb.title}</h4>
          <p>{usb.body}</p>
        </section>
      </div>
    </section>
  );
}

export function GuideTab() {
  return (
    <div className="guide-tab">
      <h2>{text.heading}</h2>
      <ol className="install-steps">
        {text.steps.map((step) => (
          <li key={step.title} className="install-step">
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>

      <section className="permissions">
        <h3>{text.permissionsHeading}</h3>
        <dl className="permission-list">
          {text.permissions.map((permission) => (
            <div key={permission.name}>
              <dt>{permission.name}</dt>
              <dd>{permission.reason}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Alternatives />
    </div>
  );
}
