/** Reads a finished pointer drag as a swipe: far enough, and more sideways than up or down. */

/** How far (CSS px) a drag must travel sideways to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** "left" (finger moved left: show the next photo), "right" (the previous one), or null. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): 'left' | 'right' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}
