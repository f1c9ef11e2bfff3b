/**
 * The detail modal for one report (docs/product-behaviour.md §2.5): its type as the title,
 * Share and Close, and the tabs "Details" and "Photos (n)". A native modal
 * <dialog>: the map behind is inert, Escape closes, and focus goes back to
 * whatever opened it. The title comes from the map index at once; the rest
 * from the whole report, read when the modal opens.
 */
import { useId, useMemo, useRef } from 'react';
import type { MapProblem, Problem } from '../../../domain/model';
import { BUILD_PHOTO_BUCKETS } from '../../../data/build-photo-buckets';
import { isSafePhotoUrl } from '../../../domain/safe-url';
import { t } from '../../../messages/i18n';
import { Tabs } from '../../../shared/components/tabs';
import { ProblemTypeIcon } from '../../../shared/problems/problem-type-icon';
import './detail.css';
import { PhotoGrid } from './photo-grid';
import { ProblemDetails } from './problem-details';
import { ShareFeedback } from './share-feedback';
import { useModalDialog } from './use-modal-dialog';
import { useShare } from './use-share';
import { useWholeReport, type WholeReport } from './use-whole-report';
import { problemTypeLabel } from '../../../messages/problem-words';

export interface ProblemDetailModalProps {
  /** The report's map entry (its type, status and place, known at once). */
  readonly summary: MapProblem;
  readonly onClose: () => void;
}

const NO_PHOTOS: Problem['photos'] = [];

export function ProblemDetailModal({ summary, onClose }: ProblemDetailModalProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The title first: a screen reader hears which report this is before anything else.
  const dialog = useModalDialog(onClose, () => heading.current);
  const whole = useWholeReport(summary.id);
  const problem = whole.state === 'ready' ? whole.problem : null;
  const { share, copied, manualUrl } = useShare({ id: summary.id, type: (problem ?? summary).type, streetAddress: problem?.streetAddress ?? '' });
  // Photo URLs are stored data: the unsafe ones are left out, and out of the count.
  const stored = problem?.photos ?? NO_PHOTOS;
  const photos = useMemo(() => stored.filter((photo) => isSafePhotoUrl(photo.url, window.location.origin, BUILD_PHOTO_BUCKETS)), [stored]);
  const type = problemTypeLabel((problem ?? summary).type.trim()) || t('map.unknownType');

  return (
    <dialog ref={dialog} className="problem-detail" aria-labelledby={titleId}>
      <header className="problem-detail-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          <ProblemTypeIcon type={(problem ?? summary).type} size={22} className="problem-detail-icon" />
          {type}
        </h2>
        <div className="problem-detail-actions">
          <button type="button" className="button" onClick={share}>
            {t('detail.share')}
          </button>
          <button type="button" className="button primary" onClick={onClose}>
            {t('detail.close')}
          </button>
        </div>
      </header>
      <ShareFeedback copied={copied} manualUrl={manualUrl} />
      <Tabs
        label={t('detail.tabsLabel')}
        tabs={[
          { key: 'details', label: t('detail.details'), panel: problem ? <ProblemDetails problem={problem} place={summary} /> : <WholeReportPending state={whole.state} /> },
          { key: 'photos', label: t('detail.photos', { n: photos.length }), panel: <PhotoGrid photos={photos} /> },
        ]}
      />
    </dialog>
  );
}

/** What the Details tab says before the whole report is there. */
function WholeReportPending({ state }: { state: WholeReport['state'] }) {
  // Not a second role="status": the modal's one status region is the share feedback.
  if (state === 'loading') return <p aria-busy="true">{t('detail.loadingReport')}</p>;
  return <p className="problem-detail-missing">{state === 'missing' ? t('detail.removed') : t('detail.needsConnection')}</p>;
}
