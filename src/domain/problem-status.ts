/**
 * Report statuses. The mobile app writes "Active" and "Resolved"; a third value
 * exists whose name the product does not fix (docs/product-behaviour.md §3.2; our demo data uses "In Progress").
 * Anything that is not Active or Resolved is shown as it is, in a neutral style.
 */
export const ACTIVE = 'Active';
export const RESOLVED = 'Resolved';
export const IN_PROGRESS = 'In Progress';

export type StatusTone = 'active' | 'resolved' | 'neutral';

export interface StatusStyle {
  readonly tone: StatusTone;
  /** Text colour on the badge background; both pass WCAG AA (4.5:1). */
  readonly foreground: string;
  readonly background: string;
}

const STYLES: Readonly<Record<StatusTone, StatusStyle>> = {
  active: { tone: 'active', foreground: '#8c1d18', background: '#fde7e6' },
  resolved: { tone: 'resolved', foreground: '#1b5e20', background: '#e3f4e4' },
  neutral: { tone: 'neutral', foreground: '#37474f', background: '#eceff1' },
};

/** The tone a status is drawn in: Active, Resolved, or neutral for everything else. */
export function statusTone(status: string): StatusTone {
  if (status === ACTIVE) return 'active';
  if (status === RESOLVED) return 'resolved';
  return 'neutral';
}

/** Badge colours for a status. */
export function statusStyle(status: string): StatusStyle {
  return STYLES[statusTone(status)];
}

export function isResolved(status: string): boolean {
  return status === RESOLVED;
}
