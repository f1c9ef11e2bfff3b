/** The Photos tab: a grid of thumbnails; one opens the full-screen viewer. */
import { useState } from 'react';
import type { ProblemPhoto } from '../../../domain/model';
import { messages } from '../../../messages';
import { PhotoViewer } from './photo-viewer';

const text = messages.detail;

/** `photos` must already be filtered to safe URLs (see isSafePhotoUrl). */
export function PhotoGrid({ photos }: { photos: readonly ProblemPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="problem-detail-missing">{text.noPhotos}</p>;
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          // Photos have no id of their own, and the same picture may be attached twice.
          <li key={index}>
            <button type="button" className="photo-thumb" onClick={() => setOpen(index)}>
              <img src={photo.url} alt={text.photoPosition(index + 1, photos.length)} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
