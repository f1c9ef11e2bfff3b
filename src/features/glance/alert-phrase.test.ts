import { describe, expect, it } from 'vitest';
import type { Problem } from '../../domain/model';
import type { NearbyProblem } from '../../domain/nearby-problems';
import { alertPhrase } from './alert-phrase';

const item = (type: string, metres: number, direction: NearbyProblem['direction']): NearbyProblem => ({
  problem: { id: 'p', type } as Problem,
  distanceKm: metres / 1000,
  bearing: 0,
  relative: direction === null ? null : 0,
  direction,
});

describe('alertPhrase', () => {
  it('says the type, where it is and the rounded distance in metres', () => {
    expect(alertPhrase(item('Pothole', 287, 'ahead'))).toBe('Pothole ahead, 300 metres');
    expect(alertPhrase(item('Water Leak', 140, 'left'))).toBe('Water Leak on your left, 150 metres');
    expect(alertPhrase(item('Street Lights', 42, 'right'))).toBe('Street Lights on your right, 40 metres');
  });
  it('says "nearby" without a heading, kilometres far away, and names an unknown type', () => {
    expect(alertPhrase(item('Pothole', 460, null))).toBe('Pothole nearby, 450 metres');
    expect(alertPhrase(item('Pothole', 1000, 'ahead'))).toBe('Pothole ahead, 1 kilometre');
    expect(alertPhrase(item('Pothole', 1240, 'ahead'))).toBe('Pothole ahead, 1.2 kilometres');
    expect(alertPhrase(item('  ', 300, 'ahead'))).toBe('Problem ahead, 300 metres');
  });
});
