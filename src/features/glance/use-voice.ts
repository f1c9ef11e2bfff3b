/**
 * Spoken alerts (Web Speech API), off until the driver turns them on; the
 * choice is kept in localStorage. Where the browser cannot speak, `supported`
 * is false and the screen shows no voice button at all.
 */
import { useCallback, useEffect, useState } from 'react';

const KEY = 'mzansi-fix.glance-voice';

function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
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
  readonly speak: (text: string) => void;
}

export function useVoice(): Voice {
  const [supported] = useState(canSpeak);
  const [enabled, setEnabled] = useState(() => supported && storedChoice());

  const toggle = useCallback(() => {
    setEnabled((on) => {
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
    (text: string) => {
      if (!supported || !enabled) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-ZA';
      window.speechSynthesis.speak(utterance);
    },
    [supported, enabled],
  );

  return { supported, enabled, toggle, speak };
}
