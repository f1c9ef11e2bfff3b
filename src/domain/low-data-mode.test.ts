import { describe, expect, it } from 'vitest';
import { lowDataMode, parseLowDataChoice } from './low-data-mode';

describe('lowDataMode', () => {
  it('is off with no choice and no hint', () => {
    expect(lowDataMode(null, false)).toEqual({ on: false, reason: 'default' });
    expect(lowDataMode(null, undefined)).toEqual({ on: false, reason: 'default' });
  });

  it('turns on by itself when the browser asks to save data', () => {
    expect(lowDataMode(null, true)).toEqual({ on: true, reason: 'browser' });
  });

  it("lets the user's choice win over the browser's hint, both ways", () => {
    expect(lowDataMode('off', true)).toEqual({ on: false, reason: 'choice' });
    expect(lowDataMode('on', false)).toEqual({ on: true, reason: 'choice' });
    expect(lowDataMode('on', undefined)).toEqual({ on: true, reason: 'choice' });
  });
});

describe('parseLowDataChoice', () => {
  it('reads the two saved values', () => {
    expect(parseLowDataChoice('on')).toBe('on');
    expect(parseLowDataChoice('off')).toBe('off');
  });

  it('treats anything else as no choice', () => {
    for (const raw of [null, undefined, '', 'true', 'ON', '{"on":true}']) expect(parseLowDataChoice(raw)).toBeNull();
  });
});
