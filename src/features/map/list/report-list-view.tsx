/**
 * The map's list view (`?view=list`, and what shows when the map cannot load): the reports
 * the filters let through, in the map's last view or the whole country, nearest first when
 * the location is known. Virtualised: at 50,000 reports only the rows on screen are in the
 * page. Works offline from the saved copy, as the map does.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import type { GeoBounds } from '../../../domain/map-view/map-counts';
import { listReports, type ListScope } from '../../../domain/map-view/report-list';
import type { Coordinates, MapProblem } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { ReportRow } from './report-row';
import { useRowAddresses } from './use-row-addresses';
import '../../../shared/problems/badges.css';
import './report-list.css';

/** The id the skip link after the filters points at. */
export const REPORT_LIST_ID = 'map-report-list';
const ROW_ESTIMATE_PX = 92;

export interface ReportListViewProps {
  readonly visible: readonly MapProblem[];
  /** The map's last view; null when the map has not been drawn in this visit. */
  readonly bounds: GeoBounds | null;
  readonly position: Coordinates | null;
  /** The signed-in user: their own saved reports give addresses too. */
  readonly uid: string | null;
  readonly onSelect: (id: string) => void;
  /** Said first, as an alert: why the list shows instead of the map. */
  readonly alert?: string;
  /** What the filters narrow to (the map's place filter): the option beside "In this view" names it. */
  readonly place?: 'country' | 'municipality' | 'ward';
  /**
   * `visible` is the map's view, not the whole country (low-data mode drawing from tiles): no
   * choice of scope, and `note` says why some reports of the view may not be listed.
   */
  readonly viewOnly?: { readonly note?: string };
}

const WHOLE_LABEL = {
  country: () => t('map.list.wholeCountry'),
  municipality: () => t('map.list.wholeMunicipality'),
  ward: () => t('map.list.wholeWard'),
} as const;

export function ReportListView({ visible, bounds, position, uid, onSelect, alert, place = 'country', viewOnly }: ReportListViewProps) {
  const [scope, setScope] = useState<ListScope>('country');
  const [now] = useState(() => Date.now());
  const inView = scope === 'view' && bounds !== null;
  const rows = useMemo(() => listReports(visible, { bounds: inView ? bounds : null, position }), [visible, inView, bounds, position]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: the virtualiser renders the list again itself.
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_ESTIMATE_PX, overscan: 6 });
  const items = virtualizer.getVirtualItems();
  // Addresses are read for the rows on screen once scrolling stops, not for every row flown past.
  const idsOnScreen = virtualizer.isScrolling ? [] : items.map((item) => rows[item.index]!.problem.id);
  const addressOf = useRowAddresses(idsOnScreen, uid);
  const titleId = useId();
  const scopeName = useId();

  return (
    <section className="report-list-view" aria-labelledby={titleId}>
      <div className="report-list-head">
        {alert && <p role="alert">{alert}</p>}
        <h2 id={titleId}>{t('map.listTitle')}</h2>
        {!viewOnly && (
          <fieldset className="report-list-scope">
            <legend className="visually-hidden">{t('map.list.scope')}</legend>
            {(['view', 'country'] as const).map((choice) => (
              <label key={choice} className="check">
                <input
                  type="radio"
                  name={scopeName}
                  checked={(choice === 'view') === inView}
                  disabled={choice === 'view' && bounds === null}
                  onChange={() => setScope(choice)}
                />
                {choice === 'view' ? t('map.list.inView') : WHOLE_LABEL[place]()}
              </label>
            ))}
          </fieldset>
        )}
        <p className="report-list-count">
          {rows.length < visible.length ? t('map.list.showingOf', { shown: rows.length, total: visible.length }) : t('map.list.count', { n: rows.length })}
          {' · '}
          {position ? t('map.list.nearestFirst') : t('map.list.newestFirst')}
        </p>
        {viewOnly?.note && <p className="report-list-note">{viewOnly.note}</p>}
        {bounds === null && !viewOnly && <p className="report-list-note">{t('map.list.noView')}</p>}
      </div>
      <div ref={scroller} className="report-list-scroller" id={REPORT_LIST_ID} tabIndex={-1} aria-labelledby={titleId}>
        {rows.length === 0 ? (
          <p className="report-list-note">{t('map.list.empty')}</p>
        ) : (
          <ul className="report-list" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <li
                  key={row.problem.id}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-posinset={item.index + 1}
                  aria-setsize={rows.length}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <ReportRow row={row} address={addressOf(row.problem.id)} now={now} onSelect={onSelect} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
