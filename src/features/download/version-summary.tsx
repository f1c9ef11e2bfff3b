/** The version line in its three states (docs/product-behaviour.md §4.4), and "What's new" when version.json has notes. */
import { messages } from '../../messages';
import type { VersionInfoState } from './use-version-info';

const text = messages.version;

function VersionLine({ state }: { readonly state: VersionInfoState }) {
  switch (state.status) {
    case 'loading':
      return <p className="version-line version-loading">{text.loading}</p>;
    case 'failed':
      return (
        <>
          <p className="version-line">{text.unavailable}</p>
          <p className="version-error">{text.loadError}</p>
        </>
      );
    case 'loaded':
      return <p className="version-line">{text.loaded(state.info.version)}</p>;
  }
}

export function VersionSummary({ state }: { readonly state: VersionInfoState }) {
  const notes = state.status === 'loaded' ? state.info.notes : null;
  return (
    <>
      {/* A live region, so the change from "Loading version…" to its outcome is announced. */}
      <div role="status" className="version-status">
        <VersionLine state={state} />
      </div>
      {notes !== null && (
        <section className="whats-new">
          <h3>{messages.download.whatsNew}</h3>
          <p>{notes}</p>
        </section>
      )}
    </>
  );
}
