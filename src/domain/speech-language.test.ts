import { describe, expect, it } from 'vitest';
import { speechLanguage } from './speech-language';

describe('speechLanguage', () => {
  it("speaks the page's language when the device has a voice for it", () => {
    expect(speechLanguage('zu', ['en-US', 'zu-ZA', 'af-ZA'])).toEqual({ language: 'zu', voiceLang: 'zu-ZA' });
    expect(speechLanguage('af', ['af'])).toEqual({ language: 'af', voiceLang: 'af' });
  });

  it('falls back to South African English without one', () => {
    expect(speechLanguage('xh', ['en-US', 'zu-ZA'])).toEqual({ language: 'en', voiceLang: 'en-ZA' });
    expect(speechLanguage('xh', [])).toEqual({ language: 'en', voiceLang: 'en-ZA' });
  });

  it('speaks English in English, with or without a listed voice', () => {
    expect(speechLanguage('en', ['en-GB', 'en-ZA'])).toEqual({ language: 'en', voiceLang: 'en-GB' });
    expect(speechLanguage('en', [])).toEqual({ language: 'en', voiceLang: 'en-ZA' });
  });
});
