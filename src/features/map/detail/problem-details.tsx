/** The Details tab: every field of the detail view (docs/product-behaviour.md §2.5), as a description list. */
import { Icon } from '../../../shared/components/icons/icon';
import type { Problem } from '../../../domain/model';
import { messages } from '../../../messages';
import { StatusBadge } from '../../../shared/problems/status-badge';
import { formatReportedOn } from './format-reported-on';
import { useReporterName } from './use-reporter-name';

const text = messages.detail;

function Location({ problem }: { problem: Problem }) {
  const { coordinates } = problem;
  return (
    <>
      <span className="problem-detail-value">{problem.streetAddress.trim() || messages.home.locationPending}</span>
      {coordinates && (
        <span className="problem-detail-secondary">
          {text.coordinates(coordinates.latitude.toFixed(5), coordinates.longitude.toFixed(5))}
        </span>
      )}
    </>
  );
}

function ReportedOn({ at }: { at: number | null }) {
  if (at === null) return <span className="problem-detail-missing">{text.unknownDate}</span>;
  return <time dateTime={new Date(at).toISOString()}>{formatReportedOn(at)}</time>;
}

export function ProblemDetails({ problem }: { problem: Problem }) {
  const reporter = useReporterName(problem);
  const description = problem.description.trim();
  const reference = problem.municipalReference?.trim();
  return (
    <dl className="problem-detail-fields">
      <div>
        <dt>{text.description}</dt>
        <dd className={description ? 'problem-detail-description' : 'problem-detail-missing'}>{description || text.noDescription}</dd>
      </div>
      <div>
        <dt>{text.location}</dt>
        <dd>
          <Location problem={problem} />
        </dd>
      </div>
      <div>
        <dt>{text.status}</dt>
        <dd>
          <StatusBadge status={problem.status} />
        </dd>
      </div>
      <div>
        <dt>{text.reportedBy}</dt>
        <dd>{reporter}</dd>
      </div>
      <div>
        <dt>{text.reportedOn}</dt>
        <dd>
          <ReportedOn at={problem.createdAt} />
        </dd>
      </div>
      <div>
        <dt>{text.municipalReference}</dt>
        <dd className={reference ? undefined : 'problem-detail-missing'}>{reference || text.notYetAssigned}</dd>
      </div>
      <div>
        <dt>{text.communityFeedback}</dt>
        <dd>
          <ul className="problem-detail-feedback">
            <li>
              <Icon name="thumb-up" size={18} /> {text.confirmations(problem.confirmations)}
            </li>
            <li>
              <Icon name="thumb-down" size={18} /> {text.denials(problem.denials)}
            </li>
          </ul>
        </dd>
      </div>
    </dl>
  );
}
