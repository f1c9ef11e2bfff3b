/**
 * /municipalities/CPT: one municipality (docs/product-behaviour.md §2.12): the board's figures,
 * its reports by type, its ward with the most open reports, the monthly trend of its reports
 * a link to the map filtered to it and the Atom feeds of the municipality and that ward. A code that no municipality has (not in the boundary
 * file and on no report) says so, with a link back to the board; a code on reports that the
 * file does not name shows as the code.
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MIN_RESOLVED_TO_RANK, municipalityFigures, typeTable, wardWithMostOpen } from '../../domain/municipalities/board';
import { feedPath } from '../../domain/feeds/area-events';
import { municipalityCodeOf } from '../../domain/municipalities/board-search';
import { municipalityName, provinceName } from '../../domain/municipalities/directory';
import { t } from '../../messages/i18n';
import { MonthlyTrend } from '../../shared/trend/monthly-trend';
import { BoardRules } from './board-rules';
import { MunicipalityFigureCards } from './municipality-figures';
import { TypeTable } from './type-table';
import { useBoardData, type BoardData } from './use-board-data';
import './municipalities.css';

const municipalityRoute = getRouteApi('/municipalities/$code');
const TITLE_ID = 'municipality-title';
const TYPES_ID = 'municipality-types';

export function MunicipalityScreen() {
  const { code: param } = municipalityRoute.useParams();
  const data = useBoardData();
  const code = municipalityCodeOf(param);
  return (
    <section className="page municipality-page" aria-labelledby={TITLE_ID}>
      <p className="back-link">
        <BackToBoard />
      </p>
      {data.state !== 'ready' ? (
        <>
          <h1 id={TITLE_ID}>{param}</h1>
          <p role="status" className={data.state === 'offline' ? 'network-needed' : undefined}>
            {data.state === 'offline' ? t('municipalities.offline') : t('municipality.loading')}
          </p>
        </>
      ) : code === null ? (
        <NotFound code={param} />
      ) : (
        <Municipality data={data} code={code} />
      )}
    </section>
  );
}

/** The way back to the board. Exact: the router counts the board as active under its child routes, and a screen reader would announce this link as the current page. */
function BackToBoard() {
  return (
    <Link to="/municipalities" activeOptions={{ exact: true }}>
      {t('municipality.back')}
    </Link>
  );
}

function NotFound({ code }: { code: string }) {
  return (
    <>
      <h1 id={TITLE_ID}>{t('municipality.notFoundTitle')}</h1>
      <p>{t('municipality.notFoundBody', { code })}</p>
      <p>
        <BackToBoard />
      </p>
    </>
  );
}

function Municipality({ data, code }: { data: Extract<BoardData, { state: 'ready' }>; code: string }) {
  const { problems, directory, now } = data;
  const own = useMemo(() => problems.filter((report) => report.municipality === code), [problems, code]);
  const figures = useMemo(() => municipalityFigures(own, code, now), [own, code, now]);
  const types = useMemo(() => typeTable(own, code, now), [own, code, now]);
  const ward = useMemo(() => wardWithMostOpen(own, code), [own, code]);
  if (own.length === 0 && !directory.municipalities.has(code)) return <NotFound code={code} />;
  const province = provinceName(directory, code);
  return (
    <>
      {/* The boundary file's names are English (as the Municipal Demarcation Board writes them). */}
      <h1 id={TITLE_ID} lang="en">
        {municipalityName(directory, code)}
      </h1>
      <dl className="municipality-facts">
        {province !== null && (
          <div>
            <dt>{t('municipalities.columns.province')}</dt>
            <dd lang="en">{province}</dd>
          </div>
        )}
        <div>
          <dt>{t('municipality.code')}</dt>
          <dd>{code}</dd>
        </div>
      </dl>
      {!figures.ranked && <p className="unranked-note">{t('municipality.unranked', { n: MIN_RESOLVED_TO_RANK })}</p>}
      <MunicipalityFigureCards figures={figures} />
      {/* A plain link: the map's municipality filter reads `?municipality=` (issue 39 point 3). */}
      <p className="municipality-links">
        <a className="button" href={`/map?municipality=${encodeURIComponent(code)}`}>
          {t('municipality.mapLink')}
        </a>
        {/* The feeds are the server's (functions/src/feeds.ts), not pages: a plain link, opened by the browser or a feed reader. */}
        <a href={feedPath({ kind: 'municipality', code })} type="application/atom+xml">
          {t('municipality.feedLink')}
        </a>
      </p>
      <h2 id={TYPES_ID}>{t('municipality.typesTitle')}</h2>
      {types.length > 0 ? <TypeTable rows={types} labelledBy={TYPES_ID} /> : <p>{t('municipality.noReports')}</p>}
      <h2>{t('municipality.wardTitle')}</h2>
      <p>{ward ? t('municipality.ward', { ward: ward.ward, n: ward.open }) : t('municipality.noOpenWard')}</p>
      {ward && (
        <p>
          <a href={feedPath({ kind: 'ward', code: ward.ward })} type="application/atom+xml">
            {t('municipality.wardFeedLink', { ward: ward.ward })}
          </a>
        </p>
      )}
      <MonthlyTrend problems={own} />
      <BoardRules />
    </>
  );
}
