import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './swipe-direction';

describe('swipeDirection', () => {
  it('reads a drag to the left or right past the threshold', () => {
    expect(swipeDirection(-80, 5)).toBe('left');
    expect(swipeDirection(80, -5)).toBe('right');
  });

  it('counts a drag of exactly the threshold', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD_PX, 0)).toBe('left');
    expect(swipeDirection(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull();
  });

  it('ignores taps and mostly vertical drags (scrolling)', () => {
    expect(swipeDirection(3, 2)).toBeNull();
    expect(swipeDirection(-60, 90)).toBeNull();
    expect(swipeDirection(60, 60)).toBeNull();
  });
});
