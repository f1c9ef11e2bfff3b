/** Exit (back to the map), the theme (Auto, Day, Night in turn) and, where the browser can speak, voice. */
import { Link } from '@tanstack/react-router';
import { Icon } from '../../shared/components/icons/icon';
import { t } from '../../messages/i18n';
import type { GlanceThemeValue } from './use-glance-theme';
import type { Voice } from './use-voice';

/** SVG, not the symbols U+25D0, U+2600, U+263E: some phones paint U+2600 (a sun) as a colour emoji, and fonts draw all three differently. */
const THEME_ICONS = { auto: 'contrast', day: 'sun', night: 'moon' } as const;

/** A speaker, with sound waves when voice is on and a cross when it is off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 9h4l5-4v14l-5-4H3z" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function GlanceToolbar({ theme, voice }: { theme: GlanceThemeValue; voice: Voice }) {
  const modeName = t(`glance.theme.${theme.mode}` as const);
  return (
    <div className="glance-toolbar">
      <Link to="/map" className="glance-button glance-exit">
        <span aria-hidden="true">←</span> {t('glance.exit')}
      </Link>
      <button type="button" className="glance-button" aria-label={t('glance.theme.label', { mode: modeName })} onClick={theme.cycle}>
        <Icon name={THEME_ICONS[theme.mode]} size={30} /> {modeName}
      </button>
      {voice.supported && (
        <button type="button" className="glance-button" aria-pressed={voice.enabled} onClick={voice.toggle}>
          <SpeakerIcon on={voice.enabled} /> {t('glance.voice')}
        </button>
      )}
    </div>
  );
}
