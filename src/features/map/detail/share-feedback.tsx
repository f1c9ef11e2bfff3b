/** What Share says back inside the modal: "Link copied to clipboard!", or the link to copy by hand. */
import { useEffect, useId, useRef } from 'react';
import { t } from '../../../messages/i18n';

export function ShareFeedback({ copied, manualUrl }: { copied: boolean; manualUrl: string | null }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Selected and focused, so Ctrl+C (or the phone's copy menu) is all that is left to do.
    field.current?.focus();
    field.current?.select();
  }, [manualUrl]);

  return (
    <>
      {/* Always in the page, so screen readers hear the words when they appear. */}
      <p role="status" className="problem-detail-notice" data-empty={copied ? undefined : ''}>
        {copied ? t('map.shareCopied') : ''}
      </p>
      {manualUrl && (
        <div className="problem-detail-manual">
          <label htmlFor={fieldId}>{t('detail.manualCopy')}</label>
          <input ref={field} id={fieldId} className="input" type="text" readOnly value={manualUrl} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
    </>
  );
}
