import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemTypeStyle } from '../../../domain/problem-types';
import { findEmoji } from '../../../domain/emoji';
import { MAP_COLOURS } from '../../../domain/tokens/colours';
import { markerSvg } from './marker-art';

describe('markerSvg', () => {
  it('draws each type in its colour with its icon, as paths (no text, so no font is needed)', () => {
    for (const type of PROBLEM_TYPES) {
      const svg = markerSvg(type, 'Active');
      expect(svg).toContain(`fill="${problemTypeStyle(type).colour}"`);
      expect(svg).not.toContain('<text');
      expect(findEmoji(svg)).toEqual([]);
    }
    expect(new Set(PROBLEM_TYPES.map((type) => markerSvg(type, 'Active'))).size).toBe(PROBLEM_TYPES.length);
  });
  it('marks a resolved report with the green ring and a neutral one in grey', () => {
    expect(markerSvg('Pothole', 'Resolved')).toContain(`stroke="${MAP_COLOURS.resolved}"`);
    expect(markerSvg('Pothole', 'In Progress')).toContain(`fill="${MAP_COLOURS.neutral}"`);
    expect(markerSvg('Pothole', 'In Progress')).not.toContain(`fill="${problemTypeStyle('Pothole').colour}"`);
  });
  it('is hidden from screen readers: the marker element carries the name', () => {
    expect(markerSvg('Water Leak', 'Active')).toContain('aria-hidden="true"');
  });
  it('hands out one string per icon and tone, whatever the type name (thousands of markers, hostile names)', () => {
    expect(markerSvg('Water Leak', 'Active')).toBe(markerSvg('Water Leak', 'Active'));
    const unknown = markerSvg('Sinkhole', 'Active');
    expect(markerSvg('<script>alert(1)</script>', 'Active')).toBe(unknown);
    expect(unknown).toContain(`fill="${problemTypeStyle('Sinkhole').colour}"`);
  });
});
