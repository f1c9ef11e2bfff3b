import { describe, expect, it } from 'vitest';
import { TYPE_SLOT_COUNT, typeSlot } from '../../../domain/map-view/map-counts';
import { clusterLabel, markerLabel } from './marker-label';

describe('markerLabel', () => {
  it('names a report by type and status, with the distance when it is known', () => {
    expect(markerLabel('Pothole', 'Active')).toBe('Pothole, Active');
    expect(markerLabel('Pothole', 'Active', 0.3)).toBe('Pothole, Active, 300 m');
  });
});

describe('clusterLabel', () => {
  it('says the two largest types, then the others', () => {
    const types = new Array<number>(TYPE_SLOT_COUNT).fill(0);
    types[typeSlot('Pothole')] = 5;
    types[typeSlot('Water Leak')] = 4;
    types[typeSlot('Guard Rails')] = 2;
    types[typeSlot('Sinkhole')] = 1;
    expect(clusterLabel(12, types)).toBe('12 reports: 5 potholes, 4 water leaks, 3 others');
  });
  it('uses the singular, leaves out "others" when there are none, and falls back to the count alone', () => {
    const types = new Array<number>(TYPE_SLOT_COUNT).fill(0);
    types[typeSlot('Pothole')] = 1;
    types[typeSlot('Street Lights')] = 1;
    expect(clusterLabel(2, types)).toBe('2 reports: 1 pothole, 1 street light');
    expect(clusterLabel(2)).toMatch(/^2 reports here/u);
  });
});
