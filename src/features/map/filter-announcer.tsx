/**
 * Tells a screen reader, politely and once, how many reports a filter change leaves
 * ("Showing 42 reports"). Only a change of the filters speaks: panning, zooming or
 * live data arriving under the same filters says nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../messages/i18n';

/** `shown` is null while the figure is not known yet (no list, and the filters beyond the summary): it is said once it is. */
export function FilterAnnouncer({ filtersKey, shown }: { filtersKey: string; shown: number | null }) {
  const [text, setText] = useState('');
  const announced = useRef(filtersKey);
  useEffect(() => {
    if (announced.current === filtersKey || shown === null) return;
    announced.current = filtersKey;
    setText(t('map.announce.showing', { n: shown }));
  }, [filtersKey, shown]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="map-announcer">
      {text}
    </p>
  );
}
