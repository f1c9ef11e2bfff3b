/** Beside the tabs (below them on phones): why the app is worth it, and the system requirements of docs/product-behaviour.md §9.6. */
import { messages } from '../../messages';

const text = messages.download.side;

export function SidePanel() {
  return (
    <div className="download-side">
      <section className="side-card">
        <h2>{text.benefitsHeading}</h2>
        <ul className="download-ticks">
          {text.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="side-card">
        <h2>{text.requirementsHeading}</h2>
        <dl className="requirement-list">
          {text.requirements.map((requirement) => (
            <div key={requirement.label}>
              <dt>{requirement.label}</dt>
              <dd>{requirement.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
