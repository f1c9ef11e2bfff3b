import { describe, expect, it } from 'vitest';
import { cssContrast, MIN_TEXT_CONTRAST } from './contrast';
import { PROBLEM_TYPES, UNKNOWN_TYPE_COLOUR, problemTypeStyle } from './problem-types';
import { statusTone } from './problem-status';
import { SITE_COLOURS } from './tokens/colours';

describe('problem types', () => {
  it('has the ten types of docs/product-behaviour.md §3.3, Reinstatement included', () => {
    expect(PROBLEM_TYPES).toHaveLength(10);
    expect(PROBLEM_TYPES).toContain('Reinstatement');
  });
  it('gives every type its own colour, readable under white text', () => {
    const colours = PROBLEM_TYPES.map((type) => problemTypeStyle(type).colour);
    expect(new Set(colours).size).toBe(10);
    for (const colour of colours) expect(cssContrast(SITE_COLOURS.onType.light, colour)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
  it('draws an unknown type in red', () => {
    expect(problemTypeStyle('Sinkhole').colour).toBe(UNKNOWN_TYPE_COLOUR);
    expect(problemTypeStyle('').colour).toBe(UNKNOWN_TYPE_COLOUR);
  });
});

describe('statuses', () => {
  it('styles Active and Resolved, and anything else neutrally', () => {
    expect(statusTone('Active')).toBe('active');
    expect(statusTone('Resolved')).toBe('resolved');
    expect(statusTone('In Progress')).toBe('neutral');
    expect(statusTone('')).toBe('neutral');
  });
});
