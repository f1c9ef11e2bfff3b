/**
 * One report in glance mode: type icon and colour, distance, arrow and status,
 * always; the street address (and for the report that stands out, its
 * description) only while the car stands still. Standing still, the row also
 * opens the report on the map.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDistance } from '../../domain/distance';
import type { Problem } from '../../domain/model';
import type { NearbyProblem } from '../../domain/nearby-problems';
import { statusTone } from '../../domain/problem-status';
import { problemTypeStyle } from '../../domain/problem-types';
import { t } from '../../messages/i18n';
import { ProblemTypeIcon } from '../../shared/problems/problem-type-icon';
import { DirectionArrow } from './direction-arrow';
import './glance-rows.css';
import { activeNumbers } from '../../messages/formats';
import { problemTypeLabel, statusLabel } from '../../messages/problem-words';

export interface GlanceRowProps {
  readonly item: NearbyProblem;
  /** The whole report, for its address and description; null until read (or offline). */
  readonly whole: Problem | null;
  readonly standsOut: boolean;
  readonly moving: boolean;
}

export function GlanceRow({ item, whole, standsOut, moving }: GlanceRowProps) {
  const { problem } = item;
  const style = problemTypeStyle(problem.type);
  const type = problemTypeLabel(problem.type.trim()) || t('map.unknownType');
  const body: ReactNode = (
    <>
      <span className="glance-figures">
        <span className="glance-distance">{formatDistance(item.distanceKm, activeNumbers)}</span>
        <span className={`glance-status status-${statusTone(problem.status)}`}>{statusLabel(problem.status) || '—'}</span>
      </span>
      <span className="glance-type">
        <ProblemTypeIcon type={problem.type} size={24} className="glance-icon" />
        {type}
      </span>
      <DirectionArrow item={item} />
      {standsOut && <span className="visually-hidden">{t('glance.newNearbyLong')}</span>}
      {!moving && whole && <span className="glance-address">{whole.streetAddress || t('home.locationPending')}</span>}
      {!moving && standsOut && whole?.description && <span className="glance-description">{whole.description}</span>}
    </>
  );
  return (
    <li className={standsOut ? 'glance-row stands-out' : 'glance-row'} data-problem-id={problem.id} style={{ borderLeftColor: style.colour }}>
      {moving ? (
        <div className="glance-row-body">{body}</div>
      ) : (
        <Link className="glance-row-body" to="/map" search={{ problem: problem.id }}>
          {body}
        </Link>
      )}
    </li>
  );
}
