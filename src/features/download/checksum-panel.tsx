/**
 * The published SHA-256 under the download button (docs/product-behaviour.md §2.10):
 * the digest in groups of eight, a button that copies it, and how to check a
 * downloaded file by hand on a phone; or, when version.json publishes none, a
 * note that the download cannot be checked.
 */
import { useRef, type RefObject } from 'react';
import { hexGroups } from '../../domain/apk-integrity';
import { messages } from '../../messages';
import { useCopyText } from './use-copy-text';

const text = messages.download.checksum;

function CopyChecksum({ sha256, digits }: { readonly sha256: string; readonly digits: RefObject<HTMLElement | null> }) {
  const { outcome, copy } = useCopyText();
  const onClick = async () => {
    // Where the clipboard refuses, the digits are left selected for the phone's own Copy.
    if ((await copy(sha256)) === 'failed' && digits.current) window.getSelection()?.selectAllChildren(digits.current);
  };
  return (
    <>
      <button type="button" className="button checksum-copy" onClick={() => void onClick()}>
        {text.copy}
      </button>
      <p role="status" className="checksum-copy-status">
        {outcome === 'copied' && text.copied}
        {outcome === 'failed' && text.copyFailed}
      </p>
    </>
  );
}

export function ChecksumPanel({ sha256, fileName }: { readonly sha256: string | null; readonly fileName: string }) {
  const digits = useRef<HTMLElement>(null);
  if (sha256 === null) return <p className="checksum-missing">{text.missing}</p>;
  return (
    <section className="checksum">
      <h3>{text.heading}</h3>
      <p>{text.intro}</p>
      {/* Groups are spans spaced by CSS, not by spaces, so a digest copied by hand is the 64 digits alone. */}
      <code ref={digits} className="checksum-digits" translate="no">
        {hexGroups(sha256).map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <CopyChecksum sha256={sha256} digits={digits} />
      <details className="checksum-howto">
        <summary>{text.howToHeading}</summary>
        <ol>
          {text.howToSteps(fileName).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{text.computer(fileName)}</p>
      </details>
    </section>
  );
}
