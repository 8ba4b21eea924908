import { useCallback, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { swipeDirection } from './swipe-direction';
import { wrapIndex } from './wrap-index';

/** Index state of a wrapping carousel plus its keyboard and touch-swipe handlers. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction !== 0) setIndex((current) => wrapIndex(current + direction, count));
  };

  return { index, goTo, previous, next, onKeyDown, onTouchStart, onTouchEnd };
}
