/**
 * The menu's language picker: each language named in itself (English, isiZulu,
 * isiXhosa, Afrikaans), so a reader finds their own whatever the page is in now.
 * Shown only when the site has more than one catalogue.
 */
import { useId, useState } from 'react';
import { t } from '../messages/i18n';
import { useLanguage } from '../shared/language/language';
import './language-menu-item.css';

export function LanguageMenuItem() {
  const { language, languages, choose } = useLanguage();
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (languages.length < 2) return null;
  const onChange = async (code: string) => {
    setBusy(true);
    try {
      await choose(code);
    } catch (error) {
      // The catalogue could not be fetched (offline before the service worker kept it): stay as we are.
      console.error('[language] could not switch', error);
      setBusy(false);
    }
  };
  return (
    <div className="nav-menu-language">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select id={id} className="input" value={language} disabled={busy} onChange={(event) => void onChange(event.target.value)}>
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
