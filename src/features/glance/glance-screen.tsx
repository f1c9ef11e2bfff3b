/**
 * /glance: the nearest problems, large and simple, for a phone on a car's
 * dashboard. Built on the same problems and filters as the map; keeps the
 * screen on; follows the device's position while visible; day and night
 * themes; optional spoken alerts. Sizes follow driver-distraction guidance
 * (docs/product-behaviour.md §2.11 and §9.7): targets 76 px, text 24 px, figures 32 px.
 */
import { t } from '../../messages/i18n';
import { useProblems } from '../../shared/problems/problems-context';
import { useWholeReports } from '../../shared/problems/use-whole-reports';
import './glance.css';
import './glance-site-shell.css';
import { GlanceRow } from './glance-row';
import { GlanceStatus } from './glance-status';
import { GlanceToolbar } from './glance-toolbar';
import { NoLocationPanel } from './no-location-panel';
import { useGlanceTheme } from './use-glance-theme';
import { useGlanceView } from './use-glance-view';
import { useVoice } from './use-voice';

export function GlanceScreen() {
  const voice = useVoice();
  const view = useGlanceView(voice.speak);
  const theme = useGlanceTheme(view.origin);
  const { source } = useProblems();
  // Addresses and the description show only while standing still: read the rows' whole reports only then.
  const whole = useWholeReports(view.moving ? [] : view.rows.map((item) => item.problem.id));

  return (
    <section className="glance" aria-labelledby="glance-title">
      <h1 id="glance-title" className="visually-hidden">
        {t('glance.title')}
      </h1>
      <GlanceToolbar theme={theme} voice={voice} />
      <GlanceStatus northUp={view.origin !== null && view.heading === null} />
      {view.fromMapCentre && <p className="glance-note">{t('glance.mapCentre')}</p>}
      {view.origin === null ? (
        <NoLocationPanel status={view.status} onUseMapCentre={view.chooseMapCentre} />
      ) : view.rows.length === 0 ? (
        // While loading, the status line says so.
        source !== 'none' && <p className="glance-note">{t('glance.empty')}</p>
      ) : (
        <ol className="glance-list" aria-label={t('glance.listLabel')}>
          {view.rows.map((item) => (
            <GlanceRow
              key={item.problem.id}
              item={item}
              whole={whole.get(item.problem.id) ?? null}
              standsOut={item.problem.id === view.alertId}
              moving={view.moving}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
