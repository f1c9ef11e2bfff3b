/** Low-data mode's stand-in for a photo: what it is and what it costs, and a tap loads it. */
import { useRef } from 'react';
import { formatDataSize } from '../../../domain/data-size';
import { t } from '../../../messages/i18n';
import { usePhotoSize, type PhotoSize } from './use-photo-size';
import { activeNumbers } from '../../../messages/formats';

function sizeText(size: PhotoSize): string {
  if (size.state === 'known') return formatDataSize(size.bytes, activeNumbers);
  return size.state === 'checking' ? t('lowData.photos.sizeChecking') : t('lowData.photos.sizeUnknown');
}

interface PhotoPlaceholderProps {
  readonly url: string;
  /** 1-based, as the label says it. */
  readonly position: number;
  readonly count: number;
  readonly onShow: () => void;
}

export function PhotoPlaceholder({ url, position, count, onShow }: PhotoPlaceholderProps) {
  const button = useRef<HTMLButtonElement>(null);
  const size = usePhotoSize(url, button);
  return (
    <button ref={button} type="button" className="photo-thumb photo-placeholder" onClick={onShow}>
      {/* A drawn camera, not an emoji: a phone without an emoji font would show a box. */}
      <svg className="photo-placeholder-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M4 7h3l2-3h6l2 3h3v13H4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="12" cy="13" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="photo-placeholder-label">{t('lowData.photos.show', { i: position, n: count })}</span>
      <span className="photo-placeholder-size" data-size-state={size.state}>
        {sizeText(size)}
      </span>
    </button>
  );
}
