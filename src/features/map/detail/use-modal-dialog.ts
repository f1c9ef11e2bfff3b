/**
 * Opens a native <dialog> as a modal (showModal: the page behind turns inert)
 * for as long as the component is mounted. Escape asks the owner to close it;
 * Tab and Shift+Tab wrap round inside it, so focus never drops to the browser's
 * own controls; on the way out, focus goes back to where it was before.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The dialog's own tab stops, in order: visible, enabled, not inside a nested dialog. */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.closest('dialog') === dialog && element.getClientRects().length > 0,
  );
}

function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === stops.length - 1) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Returns the ref for the <dialog>. `onClose` runs on Escape; the owner then
 * unmounts the dialog. `initialFocus` names what gets focus on opening (by
 * default the browser picks the first focusable element).
 */
export function useModalDialog(onClose: () => void, initialFocus?: () => HTMLElement | null): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, initialFocus });
  useEffect(() => {
    latest.current = { onClose, initialFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    latest.current.initialFocus?.()?.focus();

    const onCancel = (event: Event) => {
      // The owner decides: it unmounts the dialog, and this cleanup restores focus.
      event.preventDefault();
      latest.current.onClose();
    };
    // Chrome skips `cancel` and closes at once when Escape is the first thing the
    // person does on the page (close watchers need a prior user activation), so
    // a dialog that closed by itself is reported too; the owner must not keep a closed one.
    const onNativeClose = () => latest.current.onClose();
    const onKeyDown = (event: KeyboardEvent) => {
      // Key presses in a nested dialog (the photo viewer) bubble here; that one wraps its own.
      if (event.key === 'Tab' && (event.target as Element | null)?.closest('dialog') === dialog) wrapTab(dialog, event);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return ref;
}
