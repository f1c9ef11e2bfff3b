/** The version line in its three states (docs/product-behaviour.md §4.4), and "What's new" when version.json has notes. */
import { t } from '../../messages/i18n';
import { BUILT_NOTES, BUILT_VERSION } from './built-version';
import type { VersionInfoState } from './use-version-info';

function VersionLine({ state }: { readonly state: VersionInfoState }) {
  switch (state.status) {
    case 'loading':
      // The line it will most likely become lies unseen under it, keeping its height (built-version.ts).
      return (
        <div className="version-loading-slot">
          <p className="version-line version-loading">{t('version.loading')}</p>
          {BUILT_VERSION !== '' && (
            <p className="version-line reserved" aria-hidden="true">
              {t('version.loaded', { version: BUILT_VERSION })}
            </p>
          )}
        </div>
      );
    case 'failed':
      return (
        <>
          <p className="version-line">{t('version.unavailable')}</p>
          <p className="version-error">{t('version.loadError')}</p>
        </>
      );
    case 'loaded':
      return <p className="version-line">{t('version.loaded', { version: state.info.version })}</p>;
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
          <h3>{t('download.whatsNew')}</h3>
          <p>{notes}</p>
        </section>
      )}
      {/* Its place kept, unseen, while version.json loads (the page is drawn before it answers), so
          the button and the notices below do not move when the notes come (built-version.ts). */}
      {state.status === 'loading' && BUILT_NOTES !== '' && (
        <section className="whats-new reserved" aria-hidden="true" inert>
          <h3>{t('download.whatsNew')}</h3>
          <p>{BUILT_NOTES}</p>
        </section>
      )}
    </>
  );
}
