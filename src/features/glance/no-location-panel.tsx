/** Shown until there is a position: why not, and a way on with the map's centre instead. */
import { messages } from '../../messages';
import type { LocationStatus } from './use-watched-motion';

export function NoLocationPanel({ status, onUseMapCentre }: { status: LocationStatus; onUseMapCentre: () => void }) {
  const text = messages.glance.location;
  const why = status === 'waiting' ? text.waiting : status === 'denied' ? text.denied : status === 'unsupported' ? text.unsupported : text.unavailable;
  return (
    <div className="glance-no-location">
      <p role="status">{why}</p>
      <button type="button" className="glance-button glance-wide" onClick={onUseMapCentre}>
        {text.useMapCentre}
      </button>
    </div>
  );
}
