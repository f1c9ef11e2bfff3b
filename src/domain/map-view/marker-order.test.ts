import { describe, expect, it } from 'vitest';
import { keyboardOrder } from './marker-order';

describe('keyboardOrder', () => {
  it('goes nearest first when the distances are known', () => {
    const places = [
      { x: 0, y: 0, distanceKm: 3 },
      { x: 500, y: 400, distanceKm: 0.3 },
      { x: 10, y: 10, distanceKm: 1 },
    ];
    expect(keyboardOrder(places)).toEqual([1, 2, 0]);
  });
  it('reads top-left to bottom-right without them, markers at nearly the same height as one row', () => {
    const places = [
      { x: 300, y: 210, distanceKm: null },
      { x: 100, y: 20, distanceKm: null },
      { x: 50, y: 200, distanceKm: null },
      { x: 400, y: 30, distanceKm: null },
    ];
    expect(keyboardOrder(places)).toEqual([1, 3, 2, 0]);
  });
});
