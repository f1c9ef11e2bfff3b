/**
 * Tells a screen reader, politely and once, how many reports a filter change leaves
 * ("Showing 42 reports"). Only a change of the filters speaks: panning, zooming or
 * live data arriving under the same filters says nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../messages/i18n';

export function FilterAnnouncer({ filtersKey, shown }: { filtersKey: string; shown: number }) {
  const [text, setText] = useState('');
  const announced = useRef(filtersKey);
  useEffect(() => {
    if (announced.current === filtersKey) return;
    announced.current = filtersKey;
    setText(t('map.announce.showing', { n: shown }));
  }, [filtersKey, shown]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="map-announcer">
      {text}
    </p>
  );
}
