/**
 * Text typed into a prerendered field before the script arrived (README, "How a page is
 * built"): the field shows it, but its state starts empty, and React would write that empty
 * state over it on the next render, so the person's typing vanished as the page came alive.
 * Taken into the state once, as the field is first committed, before any render can clear it.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, keep: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) keep(typed);
    // Once, at the first commit: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
