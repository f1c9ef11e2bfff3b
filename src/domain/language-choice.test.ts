import { describe, expect, it } from 'vitest';
import { baseLanguage, chooseLanguage } from './language-choice';

const OFFERED = ['en', 'zu', 'xh', 'af'];

describe('chooseLanguage', () => {
  it('keeps a remembered choice the site still offers, whatever the browser says', () => {
    expect(chooseLanguage('xh', ['af-ZA', 'en'], OFFERED)).toBe('xh');
  });

  it('passes over a remembered language that is no longer offered', () => {
    expect(chooseLanguage('st', ['zu-ZA'], OFFERED)).toBe('zu');
  });

  it('takes the first browser language the site has, by its language part', () => {
    expect(chooseLanguage(null, ['fr-FR', 'af-ZA', 'zu'], OFFERED)).toBe('af');
    expect(chooseLanguage(null, ['ZU_za'], OFFERED)).toBe('zu');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(null, ['fr-FR', 'de'], OFFERED)).toBe('en');
    expect(chooseLanguage(null, [], OFFERED)).toBe('en');
  });
});

describe('baseLanguage', () => {
  it('reads the language part of a tag', () => {
    expect(baseLanguage('en-ZA')).toBe('en');
    expect(baseLanguage(' XH ')).toBe('xh');
  });
});
