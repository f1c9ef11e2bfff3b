/** Figures in a row of cards (home's totals, the profile's, a municipality's): a named list of label and value, each value already written. */
import { CountFigure } from './count-figure';
import './stat-cards.css';

export interface StatCard {
  readonly label: string;
  /** Already written; null while it cannot be known yet (it reads "counting…"). */
  readonly value: string | null;
  /** Shown on hover: what the figure counts, when the label alone does not say. */
  readonly hint?: string | undefined;
}

export function StatCards({ label, cards }: { readonly label: string; readonly cards: readonly StatCard[] }) {
  return (
    <dl className="stat-cards" aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className="stat-card" title={card.hint}>
          <dt>{card.label}</dt>
          <dd>{card.value ?? <CountFigure value={null} />}</dd>
        </div>
      ))}
    </dl>
  );
}
