/** The date filter: a period, and From / To days for a custom range. */
import { DATE_PERIODS, isDatePeriod, type DateFilter } from '../../../domain/date-range';
import { t } from '../../../messages/i18n';

export function DateFilterField({ value, onChange }: { value: DateFilter; onChange: (value: DateFilter) => void }) {
  return (
    <fieldset className="date-filter">
      <legend>{t('map.filters.date')}</legend>
      <select
        className="input"
        aria-label={t('map.filters.date')}
        value={value.period}
        onChange={(event) => {
          const period = event.target.value;
          if (isDatePeriod(period)) onChange({ period, from: value.from ?? null, to: value.to ?? null });
        }}
      >
        {DATE_PERIODS.map((period) => (
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
