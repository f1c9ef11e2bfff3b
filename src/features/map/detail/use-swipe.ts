/** Pointer handlers that report a horizontal swipe (touch, pen or mouse drag) on an element. */
import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from './swipe-direction';

export interface SwipeHandlers {
  readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerCancel: () => void;
}

export function useSwipe(onSwipe: (direction: 'left' | 'right') => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event) {
      if (!event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      // Keeps the pointer's events here even when the finger ends outside the image.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
