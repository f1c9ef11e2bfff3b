/**
 * "Download what you see" (issue 16): the reports the map's filters show, as
 * GeoJSON or CSV, made in the browser from the map index already loaded (no
 * request, so it works offline). Only public fields; see src/domain/export.
 */
import { useId } from 'react';
import { saveFile } from '../../../shared/components/save-file';
import { exportFileName, type ExportFormat } from '../../../domain/export/export-file-name';
import { CSV_MEDIA_TYPE, reportsCsv } from '../../../domain/export/reports-csv';
import { GEOJSON_MEDIA_TYPE, reportsGeoJsonText } from '../../../domain/export/reports-geojson';
import type { MapProblem } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { problemShareUrl } from '../detail/share-problem';
import './report-downloads.css';

const WRITERS = {
  geojson: { write: reportsGeoJsonText, mediaType: GEOJSON_MEDIA_TYPE },
  csv: { write: reportsCsv, mediaType: CSV_MEDIA_TYPE },
} as const;

/** Builds the file when asked, not on every filter change: at 50,000 reports it is megabytes of text. */
function download(format: ExportFormat, problems: readonly MapProblem[]): void {
  const { write, mediaType } = WRITERS[format];
  const origin = window.location.origin;
  const text = write(problems, (id) => problemShareUrl(origin, id));
  saveFile(new Blob([text], { type: mediaType }), exportFileName(format, Date.now()));
}

/**
 * `problems` is null while the reports are still on their way: the panel can be opened over the
 * "Loading map…" cover, and "nothing is shown" would then be untrue.
 */
export function ReportDownloads({ problems }: { readonly problems: readonly MapProblem[] | null }) {
  const titleId = useId();
  const hintId = useId();
  const empty = problems === null || problems.length === 0;
  return (
    <section className="report-downloads" aria-labelledby={titleId}>
      <h2 id={titleId} className="report-downloads-title">{t('map.downloads.title')}</h2>
      <div className="report-downloads-buttons">
        <button type="button" className="button" disabled={empty} aria-describedby={hintId} onClick={() => problems && download('geojson', problems)}>
          {t('map.downloads.geojson')}
        </button>
        <button type="button" className="button" disabled={empty} aria-describedby={hintId} onClick={() => problems && download('csv', problems)}>
          {t('map.downloads.csv')}
        </button>
      </div>
      <p id={hintId} className="report-downloads-hint">
        {problems === null ? t('map.downloads.waiting') : empty ? t('map.downloads.nothingShown') : t('map.downloads.shown', { n: problems.length })}
      </p>
    </section>
  );
}
