/**
 * The Photos tab: a grid of thumbnails; one opens the full-screen viewer. In
 * low-data mode each photo is a placeholder with its size until tapped, and
 * the viewer loads only the photos it is moved to.
 */
import { useState } from 'react';
import { useLowData } from '../../../shared/low-data';
import type { ProblemPhoto } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { PhotoPlaceholder } from './photo-placeholder';
import { PhotoViewer } from './photo-viewer';

/** `photos` must already be filtered to safe URLs (see isSafePhotoUrl). */
export function PhotoGrid({ photos }: { photos: readonly ProblemPhoto[] }) {
  const lowData = useLowData().on;
  const [open, setOpen] = useState<number | null>(null);
  // The photos the user asked for in low-data mode (by tapping, or by moving the viewer to them).
  const [asked, setAsked] = useState<ReadonlySet<number>>(() => new Set());
  if (photos.length === 0) return <p className="problem-detail-missing">{t('detail.noPhotos')}</p>;
  const show = (index: number) => setAsked((set) => (set.has(index) ? set : new Set(set).add(index)));
  const view = (index: number) => {
    show(index);
    setOpen(index);
  };
  return (
    <>
      {lowData && <p className="photo-grid-note">{t('lowData.photos.note')}</p>}
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          // Photos have no id of their own, and the same picture may be attached twice.
          <li key={index}>
            {lowData && !asked.has(index) ? (
              <PhotoPlaceholder url={photo.url} position={index + 1} count={photos.length} onShow={() => show(index)} />
            ) : (
              <button type="button" className="photo-thumb" onClick={() => view(index)}>
                <img src={photo.url} alt={t('detail.photoPosition', { i: index + 1, n: photos.length })} loading="lazy" decoding="async" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer photos={photos} index={open} onIndex={view} onClose={() => setOpen(null)} />}
    </>
  );
}
