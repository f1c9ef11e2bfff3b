import { statusTone } from '../../domain/problem-status';
import { statusLabel } from '../../messages/problem-words';
import './badges.css';

/** A report's status as a coloured badge (Active, Resolved, or neutral for anything else). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-${statusTone(status)}`}>{statusLabel(status) || '—'}</span>;
}
