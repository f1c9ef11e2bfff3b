/**
 * The published SHA-256 under the download button (docs/product-behaviour.md §2.10):
 * the digest in groups of eight, a button that copies it, and how to check a
 * downloaded file by hand on a phone; or, when version.json publishes none, a
 * note that the download cannot be checked.
 */
import { useRef, type RefObject } from 'react';
import { hexGroups } from '../../domain/apk-integrity';
import { t, tList } from '../../messages/i18n';
import { useCopyText } from './use-copy-text';

function CopyChecksum({ sha256, digits }: { readonly sha256: string; readonly digits: RefObject<HTMLElement | null> }) {
  const { outcome, copy } = useCopyText();
  const onClick = async () => {
    // Where the clipboard refuses, the digits are left selected for the phone's own Copy.
    if ((await copy(sha256)) === 'failed' && digits.current) window.getSelection()?.selectAllChildren(digits.current);
  };
  return (
    <>
      <button type="button" className="button checksum-copy" onClick={() => void onClick()}>
        {t('download.checksum.copy')}
      </button>
      <p role="status" className="checksum-copy-status">
        {outcome === 'copied' && t('download.checksum.copied')}
        {outcome === 'failed' && t('download.checksum.copyFailed')}
      </p>
    </>
  );
}

export function ChecksumPanel({ sha256, fileName }: { readonly sha256: string | null; readonly fileName: string }) {
  const digits = useRef<HTMLElement>(null);
  if (sha256 === null) return <p className="checksum-missing">{t('download.checksum.missing')}</p>;
  return (
    <section className="checksum">
      <h3>{t('download.checksum.heading')}</h3>
      <p>{t('download.checksum.intro')}</p>
      {/* Groups are spans spaced by CSS, not by spaces, so a digest copied by hand is the 64 digits alone. */}
      <code ref={digits} className="checksum-digits" translate="no">
        {hexGroups(sha256).map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <CopyChecksum sha256={sha256} digits={digits} />
      <details className="checksum-howto">
        <summary>{t('download.checksum.howToHeading')}</summary>
        <ol>
          {tList('download.checksum.howToSteps', { fileName: fileName }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t('download.checksum.computer', { fileName })}</p>
      </details>
    </section>
  );
}
