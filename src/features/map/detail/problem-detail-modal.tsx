/**
 * The detail modal for one report (spec section 2): its type as the title,
 * Share and Close, and the tabs "Details" and "Photos (n)". A native modal
 * <dialog>: the map behind is inert, Escape closes, and focus goes back to
 * whatever opened it.
 */
import { useId, useMemo, useRef } from 'react';
import type { Problem } from '../../../domain/model';
import { isSafePhotoUrl } from '../../../domain/safe-url';
import { problemTypeStyle } from '../../../domain/problem-types';
import { messages } from '../../../messages';
import { Tabs } from '../../../components/tabs';
import './detail.css';
import { PhotoGrid } from './photo-grid';
import { ProblemDetails } from './problem-details';
import { ShareFeedback } from './share-feedback';
import { useModalDialog } from './use-modal-dialog';
import { useShare } from './use-share';

const text = messages.detail;

export interface ProblemDetailModalProps {
  readonly problem: Problem;
  readonly onClose: () => void;
}

export function ProblemDetailModal({ problem, onClose }: ProblemDetailModalProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The title first: a screen reader hears which report this is before anything else.
  const dialog = useModalDialog(onClose, () => heading.current);
  const { share, copied, manualUrl } = useShare(problem);
  // Photo URLs are stored data: the unsafe ones are left out, and out of the count.
  const photos = useMemo(() => problem.photos.filter((photo) => isSafePhotoUrl(photo.url, window.location.origin)), [problem.photos]);
  const type = problem.type.trim() || messages.map.unknownType;
  const style = problemTypeStyle(problem.type);

  return (
    <dialog ref={dialog} className="problem-detail" aria-labelledby={titleId}>
      <header className="problem-detail-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          <span className="problem-detail-icon" style={{ backgroundColor: style.colour }} aria-hidden="true">
            {style.icon}
          </span>
          {type}
        </h2>
        <div className="problem-detail-actions">
          <button type="button" className="button" onClick={share}>
            {text.share}
          </button>
          <button type="button" className="button primary" onClick={onClose}>
            {text.close}
          </button>
        </div>
      </header>
      <ShareFeedback copied={copied} manualUrl={manualUrl} />
      <Tabs
        label={text.tabsLabel}
        tabs={[
          { key: 'details', label: text.details, panel: <ProblemDetails problem={problem} /> },
          { key: 'photos', label: text.photos(photos.length), panel: <PhotoGrid photos={photos} /> },
        ]}
      />
    </dialog>
  );
}
