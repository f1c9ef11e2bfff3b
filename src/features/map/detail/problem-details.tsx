/** The Details tab: every field of the detail view (docs/product-behaviour.md §2.5), as a description list. */
import { Icon } from '../../../shared/components/icons/icon';
import type { MapProblem, Problem } from '../../../domain/model';
import { municipalityName } from '../../../domain/municipalities/directory';
import { municipalityPagePath } from '../../../domain/municipalities/page-path';
import { isMunicipalityCode, isWardCode, wardNumber } from '../../../domain/places/place-codes';
import { useMunicipalityDirectory } from '../../../shared/places/use-municipality-directory';
import { t } from '../../../messages/i18n';
import { StatusBadge } from '../../../shared/problems/status-badge';
import { formatReportedOn } from './format-reported-on';
import { useReporterName } from './use-reporter-name';

function Location({ problem }: { problem: Problem }) {
  const { coordinates } = problem;
  return (
    <>
      <span className="problem-detail-value">{problem.streetAddress.trim() || t('home.locationPending')}</span>
      {coordinates && (
        <span className="problem-detail-secondary">
          {t('detail.coordinates', { latitude: coordinates.latitude.toFixed(5), longitude: coordinates.longitude.toFixed(5) })}
        </span>
      )}
    </>
  );
}

function ReportedOn({ at }: { at: number | null }) {
  if (at === null) return <span className="problem-detail-missing">{t('detail.unknownDate')}</span>;
  return <time dateTime={new Date(at).toISOString()}>{formatReportedOn(at)}</time>;
}

/**
 * The report's municipality (by name, linking to its page) and ward, as the map index placed it
 * (the whole report read from its document carries no place). Nothing for a report placed
 * nowhere. The name waits for the boundary file; until then the code shows.
 */
function Place({ municipality, ward }: { municipality: string; ward: string | null }) {
  const { directory } = useMunicipalityDirectory();
  return (
    <>
      <div>
        <dt>{t('detail.municipality')}</dt>
        <dd>
          <a href={municipalityPagePath(municipality)}>{directory ? municipalityName(directory, municipality) : municipality}</a>
        </dd>
      </div>
      {ward && (
        <div>
          <dt>{t('detail.ward')}</dt>
          <dd>{t('detail.wardValue', { n: wardNumber(ward), code: ward })}</dd>
        </div>
      )}
    </>
  );
}

export function ProblemDetails({ problem, place }: { problem: Problem; place?: Pick<MapProblem, 'municipality' | 'ward'> }) {
  const reporter = useReporterName(problem);
  const description = problem.description.trim();
  const reference = problem.municipalReference?.trim();
  return (
    <dl className="problem-detail-fields">
      <div>
        <dt>{t('detail.description')}</dt>
        <dd className={description ? 'problem-detail-description' : 'problem-detail-missing'}>{description || t('detail.noDescription')}</dd>
      </div>
      <div>
        <dt>{t('detail.location')}</dt>
        <dd>
          <Location problem={problem} />
        </dd>
      </div>
      <div>
        <dt>{t('detail.status')}</dt>
        <dd>
          <StatusBadge status={problem.status} />
        </dd>
      </div>
      <div>
        <dt>{t('detail.reportedBy')}</dt>
        <dd>{reporter}</dd>
      </div>
      <div>
        <dt>{t('detail.reportedOn')}</dt>
        <dd>
          <ReportedOn at={problem.createdAt} />
        </dd>
      </div>
      {isMunicipalityCode(place?.municipality) && <Place municipality={place.municipality} ward={isWardCode(place.ward) ? place.ward : null} />}
      <div>
        <dt>{t('detail.municipalReference')}</dt>
        <dd className={reference ? undefined : 'problem-detail-missing'}>{reference || t('detail.notYetAssigned')}</dd>
      </div>
      <div>
        <dt>{t('detail.communityFeedback')}</dt>
        <dd>
          <ul className="problem-detail-feedback">
            <li>
              <Icon name="thumb-up" size={18} /> {t('detail.confirmations', { n: problem.confirmations })}
            </li>
            <li>
              <Icon name="thumb-down" size={18} /> {t('detail.denials', { n: problem.denials })}
            </li>
          </ul>
        </dd>
      </div>
    </dl>
  );
}
