/**
 * The full-screen photo viewer: one photo as large as the screen allows, with
 * previous and next by button, by ArrowLeft and ArrowRight, and by swiping.
 * Its own modal <dialog>, so Escape closes the viewer and leaves the report open.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import type { ProblemPhoto } from '../../../domain/model';
import { t } from '../../../messages/i18n';
import { useModalDialog } from './use-modal-dialog';
import { useSwipe } from './use-swipe';

interface PhotoViewerProps {
  readonly photos: readonly ProblemPhoto[];
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
}

export function PhotoViewer({ photos, index, onIndex, onClose }: PhotoViewerProps) {
  const counterId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, () => closeButton.current);
  const count = photos.length;
  // Wraps round: after the last photo comes the first again.
  const step = (by: number) => onIndex((index + by + count) % count);
  const swipe = useSwipe((direction) => step(direction === 'left' ? 1 : -1));
  const position = t('detail.photoPosition', { i: index + 1, n: count });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <dialog ref={dialog} className="photo-viewer" aria-labelledby={counterId} onKeyDown={onKeyDown}>
      <div className="photo-viewer-bar">
        <p id={counterId} className="photo-viewer-counter" aria-live="polite">
          {position}
        </p>
        <button ref={closeButton} type="button" className="photo-viewer-button" aria-label={t('detail.closePhoto')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="photo-viewer-stage" {...swipe}>
        <img src={photos[index]?.url} alt={position} draggable={false} />
      </div>
      {count > 1 && (
        <>
          <button type="button" className="photo-viewer-button photo-viewer-previous" aria-label={t('detail.previousPhoto')} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="photo-viewer-button photo-viewer-next" aria-label={t('detail.nextPhoto')} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </dialog>
  );
}
