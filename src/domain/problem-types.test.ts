import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, UNKNOWN_TYPE_COLOUR, problemTypeStyle } from './problem-types';
import { statusStyle, statusTone } from './problem-status';

/** WCAG relative luminance contrast between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('problem types', () => {
  it('has the ten types of docs/product-behaviour.md §3.3, Reinstatement included', () => {
    expect(PROBLEM_TYPES).toHaveLength(10);
    expect(PROBLEM_TYPES).toContain('Reinstatement');
  });
  it('gives every type its own colour, readable under white text', () => {
    const colours = PROBLEM_TYPES.map((type) => problemTypeStyle(type).colour);
    expect(new Set(colours).size).toBe(10);
    for (const colour of colours) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
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
  it('keeps badge text readable (4.5:1)', () => {
    for (const status of ['Active', 'Resolved', 'In Progress']) {
      const style = statusStyle(status);
      expect(contrast(style.foreground, style.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
