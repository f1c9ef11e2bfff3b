/**
 * Report statuses. The mobile app writes "Active" and "Resolved"; a third value
 * exists whose name the product does not fix (docs/product-behaviour.md §3.2; our demo data uses "In Progress").
 * Anything that is not Active or Resolved is shown as it is, in a neutral style.
 */
export const ACTIVE = 'Active';
export const RESOLVED = 'Resolved';
export const IN_PROGRESS = 'In Progress';

/** Each tone's badge colours are design tokens (`--status-active`, … in src/domain/tokens/colours.ts). */
export type StatusTone = 'active' | 'resolved' | 'neutral';

/** The tone a status is drawn in: Active, Resolved, or neutral for everything else. */
export function statusTone(status: string): StatusTone {
  if (status === ACTIVE) return 'active';
  if (status === RESOLVED) return 'resolved';
  return 'neutral';
}

export function isResolved(status: string): boolean {
  return status === RESOLVED;
}
