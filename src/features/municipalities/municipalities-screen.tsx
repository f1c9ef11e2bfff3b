/**
 * /municipalities: how each municipality answers its reports (docs/product-behaviour.md
 * §2.12). The figures come from the map index every screen shares (domain/municipalities),
 * the names from the boundary file fetched on its own. The order and the province are in the
 * URL (`?sort=open&dir=desc&province=WC`, parsed in domain/municipalities/board-search.ts), so
 * a link or a reload keeps them.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MIN_RESOLVED_TO_RANK, municipalityBoard, type BoardColumn } from '../../domain/municipalities/board';
import { boardOrder, searchAfterSort, type BoardSearch } from '../../domain/municipalities/board-search';
import { boardRows } from '../../domain/municipalities/board-rows';
import { t } from '../../messages/i18n';
import { BoardRules } from './board-rules';
import { BoardTable } from './board-table';
import { ProvinceFilter } from './province-filter';
import { useBoardData } from './use-board-data';
import './municipalities.css';

const boardRoute = getRouteApi('/municipalities');
const TITLE_ID = 'municipalities-title';
const RANKED_ID = 'municipalities-ranked';
const UNRANKED_ID = 'municipalities-unranked';

export function MunicipalitiesScreen() {
  const search = boardRoute.useSearch();
  const navigate = boardRoute.useNavigate();
  const data = useBoardData();
  const change = (next: BoardSearch) => void navigate({ search: next, replace: true, resetScroll: false });
  return (
    <section className="page municipalities-page" aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{t('municipalities.title')}</h1>
      <p className="intro">{t('municipalities.intro')}</p>
      {data.state === 'ready' ? (
        <Board {...data} search={search} onChange={change} />
      ) : (
        <>
          <ProvinceFilter provinces={[]} value={null} onChange={() => {}} disabled />
          {/* The board's place is kept while it loads, so the rules below do not move as it arrives (the prerendered page shows this). */}
          <p role="status" className={`board-waiting${data.state === 'offline' ? ' network-needed' : ''}`}>
            {data.state === 'offline' ? t('municipalities.offline') : t('municipalities.loading')}
          </p>
        </>
      )}
      <BoardRules />
    </section>
  );
}

type BoardProps = Extract<ReturnType<typeof useBoardData>, { state: 'ready' }> & { search: BoardSearch; onChange: (search: BoardSearch) => void };

function Board({ problems, directory, namesFailed, now, search, onChange }: BoardProps) {
  const figures = useMemo(() => municipalityBoard(problems, now), [problems, now]);
  const { column, direction } = boardOrder(search);
  const rows = useMemo(() => boardRows(figures, directory, { column, direction }, search.province), [figures, directory, column, direction, search.province]);
  const onSort = (column: BoardColumn) => onChange(searchAfterSort(search, column));
  const onProvince = (province: string | null) => onChange({ ...search, province: province ?? undefined });
  const empty = rows.ranked.length === 0 && rows.unranked.length === 0;
  return (
    <>
      <ProvinceFilter provinces={directory.provinces} value={rows.province} onChange={onProvince} />
      {namesFailed && <p className="notice">{t('municipalities.namesFailed')}</p>}
      {empty ? (
        <p className="empty">{rows.province === null ? t('municipalities.empty') : t('municipalities.emptyProvince')}</p>
      ) : (
        <>
          <h2 id={RANKED_ID}>{t('municipalities.rankedTitle')}</h2>
          {rows.ranked.length > 0 ? (
            <BoardTable rows={rows.ranked} labelledBy={RANKED_ID} sorting={{ order: { column, direction }, onSort }} />
          ) : (
            <p>{t('municipalities.rankedNone', { n: MIN_RESOLVED_TO_RANK })}</p>
          )}
          {rows.unranked.length > 0 && (
            <>
              <h2 id={UNRANKED_ID}>{t('municipalities.unrankedTitle')}</h2>
              <p>{t('municipalities.unrankedBody', { n: MIN_RESOLVED_TO_RANK })}</p>
              <BoardTable rows={rows.unranked} labelledBy={UNRANKED_ID} />
            </>
          )}
        </>
      )}
    </>
  );
}
