/** The date filter: a period, and From / To days for a custom range. */
import { DATE_PERIODS, isDatePeriod, type DateFilter } from '../../../domain/date-range';
import { messages } from '../../../messages';

export function DateFilterField({ value, onChange }: { value: DateFilter; onChange: (value: DateFilter) => void }) {
  return (
    <fieldset className="date-filter">
      <legend>{messages.map.filters.date}</legend>
      <select
        className="input"
        aria-label={messages.map.filters.date}
        value={value.period}
        onChange={(event) => {
          const period = event.target.value;
          if (isDatePeriod(period)) onChange({ period, from: value.from ?? null, to: value.to ?? null });
        }}
      >
        {DATE_PERIODS.map((period) => (
          <option key={period} value={period}>
            {messages.periods[period]}
          </option>
        ))}
      </select>
      {value.period === 'custom' && (
        <div className="date-range">
          <label className="field">
            <span>{messages.periods.from}</span>
            <input className="input" type="date" value={value.from ?? ''} max={value.to ?? undefined} onChange={(event) => onChange({ ...value, from: event.target.value || null })} />
          </label>
          <label className="field">
            <span>{messages.periods.to}</span>
            <input className="input" type="date" value={value.to ?? ''} min={value.from ?? undefined} onChange={(event) => onChange({ ...value, to: event.target.value || null })} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
