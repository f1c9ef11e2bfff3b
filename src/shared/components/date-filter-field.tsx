/**
 * A date filter (docs/product-behaviour.md §5.2): a period select and, for a custom
 * range, From / To days. The map and the leaderboard each name it and offer their periods.
 */
import { DATE_PERIODS, isDatePeriod, type DateFilter, type DatePeriod } from '../../domain/date-range';
import { t } from '../../messages/i18n';

export function DateFilterField({
  label,
  periods = DATE_PERIODS,
  value,
  onChange,
}: {
  readonly label: string;
  readonly periods?: readonly DatePeriod[];
  readonly value: DateFilter;
  readonly onChange: (value: DateFilter) => void;
}) {
  return (
    <fieldset className="date-filter">
      <legend>{label}</legend>
      <select
        className="input"
        aria-label={label}
        value={value.period}
        onChange={(event) => {
          const period = event.target.value;
          if (isDatePeriod(period)) onChange({ period, from: value.from ?? null, to: value.to ?? null });
        }}
      >
        {periods.map((period) => (
          <option key={period} value={period}>
            {t(`periods.${period}` as const)}
          </option>
        ))}
      </select>
      {value.period === 'custom' && (
        <div className="date-range">
          <label className="field">
            <span>{t('periods.from')}</span>
            <input className="input" type="date" value={value.from ?? ''} max={value.to ?? undefined} onChange={(event) => onChange({ ...value, from: event.target.value || null })} />
          </label>
          <label className="field">
            <span>{t('periods.to')}</span>
            <input className="input" type="date" value={value.to ?? ''} min={value.from ?? undefined} onChange={(event) => onChange({ ...value, to: event.target.value || null })} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
