/**
 * Which language glance mode speaks in: the page's, when the device has a voice for it;
 * else South African English (a phrase in isiZulu read by an English voice helps no one).
 * `voiceLanguages` are the device's voices' BCP 47 tags (speechSynthesis.getVoices()).
 */
import { baseLanguage, DEFAULT_LANGUAGE } from './language-choice';

export interface SpeechChoice {
  /** The language the phrase is said in. */
  readonly language: string;
  /** The voice's tag to ask for, or the language's South African tag when no voice is listed. */
  readonly voiceLang: string;
}

export function speechLanguage(pageLanguage: string, voiceLanguages: readonly string[]): SpeechChoice {
  const own = voiceLanguages.find((tag) => baseLanguage(tag) === pageLanguage);
  if (own) return { language: pageLanguage, voiceLang: own };
  // English needs no listed voice: every speaking browser has one, and asking for en-ZA picks it.
  return { language: DEFAULT_LANGUAGE, voiceLang: voiceLanguages.find((tag) => tag === 'en-ZA') ?? 'en-ZA' };
}
