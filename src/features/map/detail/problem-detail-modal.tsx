/** The detail modal for one report. (Interim: the full modal with tabs, photos and share replaces this.) */
import type { Problem } from '../../../domain/model';
import { messages } from '../../../messages';

export interface ProblemDetailModalProps {
  readonly problem: Problem;
  readonly onClose: () => void;
}

export function ProblemDetailModal({ problem, onClose }: ProblemDetailModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label={problem.type}>
      <p>{problem.description}</p>
      <button type="button" onClick={onClose}>
        {messages.detail.close}
      </button>
    </div>
  );
}
