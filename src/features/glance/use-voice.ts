/**
 * Spoken alerts (Web Speech API), off until the driver turns them on; the
 * choice is kept in localStorage. Where the browser cannot speak, `supported`
 * is false and the screen shows no voice button at all. They are said in the
 * page's language when the device has a voice for it, else in South African
 * English (src/domain/speech-language.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { useBrowserCan, useHydrated } from '../../shared/hydration';
import { speechLanguage } from '../../domain/speech-language';
import { englishTranslator } from '../../messages/catalogues';
import { activeLanguage, t, type Translate } from '../../messages/i18n';

const KEY = 'mzansi-fix.glance-voice';

function canSpeak(): boolean {
  return 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

function storedChoice(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export interface Voice {
  readonly supported: boolean;
  readonly enabled: boolean;
  readonly toggle: () => void;
  /** Says the phrase `say` makes with the translator of the language spoken in. */
  readonly speak: (say: (translate: Translate) => string) => void;
}

export function useVoice(): Voice {
  // Assumed to speak while the prerendered page is hydrated, with the choice unknown (off).
  const supported = useBrowserCan(canSpeak, true);
  const [chosen, setEnabled] = useState<boolean | null>(null);
  const enabled = useHydrated() && supported && (chosen ?? storedChoice());

  const toggle = useCallback(() => {
    setEnabled((was) => {
      const on = was ?? storedChoice();
      try {
        localStorage.setItem(KEY, on ? 'off' : 'on');
      } catch {
        // Not kept for next time; it still works now.
      }
      return !on;
    });
  }, []);

  useEffect(() => {
    if (!supported) return;
    // Turning voice off, or leaving glance mode, stops whatever is being said.
    return () => window.speechSynthesis.cancel();
  }, [supported, enabled]);

  const speak = useCallback(
    (say: (translate: Translate) => string) => {
      if (!supported || !enabled) return;
      const voices = window.speechSynthesis.getVoices();
      const choice = speechLanguage(activeLanguage(), voices.map((voice) => voice.lang));
      const utter = (translate: Translate) => {
        const utterance = new SpeechSynthesisUtterance(say(translate));
        utterance.lang = choice.voiceLang;
        const voice = voices.find((candidate) => candidate.lang === choice.voiceLang);
        if (voice) utterance.voice = voice;
        window.speechSynthesis.speak(utterance);
      };
      if (choice.language === activeLanguage()) utter(t);
      else void englishTranslator().then(utter);
    },
    [supported, enabled],
  );

  return { supported, enabled, toggle, speak };
}
