/**
 * One line under the toolbar: how fresh the data is ("Live data", "Data 5 min
 * old", "Offline · data 5 min old"), and "N↑" while the arrows point north
 * because the heading is not known yet.
 */
import { elapsed } from '../../domain/elapsed';
import { messages } from '../../messages';
import { useOnline } from '../../shared/connection/use-online';
import { useProblems } from '../../shared/problems/problems-context';
import { useNow } from './use-now';

function useDataAge(): string {
  const { source, asOf } = useProblems();
  const online = useOnline();
  const now = useNow(15_000);
  const age = asOf === null ? null : elapsed(asOf, Math.max(now, asOf));
  if (!online) return age ? messages.glance.offline(age) : source === 'none' ? messages.glance.offlineNoData : messages.glance.offlineAgeUnknown;
  if (source === 'none') return messages.glance.loading;
  if (source === 'server' || age === null) return messages.glance.live;
  return messages.glance.dataAge(age);
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
          <span role="img" aria-label={messages.glance.northUp}>
            N↑
          </span>
        </p>
      )}
    </div>
  );
}
