/**
 * The menu's low-data section: a switch for low-data mode (with why it is on
 * or off) and roughly how much data this visit has used, measured each time
 * the menu opens (the menu mounts this anew on every open).
 */
import { useId, useState } from 'react';
import { formatDataSize } from '../domain/data-size';
import { activeNumbers } from '../messages/formats';
import { t } from '../messages/i18n';
import { chooseLowData, useLowData } from '../shared/low-data';
import { measureVisitDataUsage } from './visit-data-usage';
import './low-data-menu-item.css';

export function LowDataMenuItem() {
  const mode = useLowData();
  const [usage] = useState(measureVisitDataUsage);
  const noteId = useId();
  return (
    <div className="nav-menu-low-data">
      <label className="nav-menu-switch">
        <input type="checkbox" role="switch" checked={mode.on} aria-describedby={noteId} onChange={(event) => chooseLowData(event.target.checked)} />
        <span>{t('lowData.menu.label')}</span>
      </label>
      <p id={noteId} className="nav-menu-note">
        {t('lowData.menu.description')} {t(`lowData.menu.reason.${mode.reason}` as const)}
      </p>
      <p className="nav-menu-note" data-testid="visit-data-usage" data-bytes={usage.bytes}>
        {t('lowData.menu.visitUsage', { size: formatDataSize(usage.bytes, activeNumbers) })}
      </p>
    </div>
  );
}
