import { t } from '../messages/i18n';
import '../shared/components/spinner.css';

/** Shown while the sign-in state is undetermined. */
export function FullScreenSpinner() {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('appLoading')}</p>
    </div>
  );
}
