/**
 * One line under the toolbar: how fresh the data is ("Live data", "Data 5 min
 * old", "Offline · data 5 min old"), and "N↑" while the arrows point north
 * because the heading is not known yet.
 */
import { elapsed, type Elapsed } from '../../domain/elapsed';
import { t } from '../../messages/i18n';
import { useOnline } from '../../shared/connection/use-online';
import { useProblems } from '../../shared/problems/problems-context';
import { useNow } from './use-now';

/** "just now", "5 min old", "3 days old" in the reader's language. */
function ageWords(age: Elapsed): string {
  return t('glance.age', { unit: age.unit, amount: age.unit === 'justNow' ? 0 : age.amount });
}

function useDataAge(): string {
  const { source, asOf, savedLookedFor } = useProblems();
  const online = useOnline();
  const now = useNow(15_000);
  const age = asOf === null ? null : elapsed(asOf, Math.max(now, asOf));
  if (!online) {
    if (age) return t('glance.offline', { age: ageWords(age) });
    if (source !== 'none') return t('glance.offlineAgeUnknown');
    // "No saved data" only once the saved copy has been looked for; until then, loading.
    if (savedLookedFor) return t('glance.offlineNoData');
  }
  if (source === 'none') return t('glance.loading');
  if (source === 'server' || age === null) return t('glance.live');
  return t('glance.dataAge', { age: ageWords(age) });
}

export function GlanceStatus({ northUp }: { northUp: boolean }) {
  const age = useDataAge();
  return (
    <div className="glance-status-line">
      <p className="glance-age" role="status">
        {age}
      </p>
      {northUp && (
        <p className="glance-north">
          <span role="img" aria-label={t('glance.northUp')}>
            N↑
          </span>
        </p>
      )}
    </div>
  );
}
