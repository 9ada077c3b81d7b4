import { useEffect, useRef } from 'react';

/**
 * A native modal `<dialog>` shown while the component is mounted: the browser keeps focus inside,
 * `initialFocus` (a button) takes it on opening, Escape calls `onCancel`, as does a click on the
 * backdrop when `closeOnBackdrop` is set, and focus returns to the opener when it goes.
 */
export function useModalDialog(onCancel: () => void, { closeOnBackdrop = false } = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    initialFocus.current?.focus();
    const onEscape = (event: Event) => {
      event.preventDefault();
      cancelRef.current();
    };
    // A click on the dialog itself (not its content) is a click on the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === node) cancelRef.current();
    };
    node.addEventListener('cancel', onEscape);
    if (closeOnBackdrop) node.addEventListener('click', onBackdrop);
    return () => {
      node.removeEventListener('cancel', onEscape);
      node.removeEventListener('click', onBackdrop);
      if (typeof node.close === 'function' && node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [closeOnBackdrop]);

  return { dialog, initialFocus };
}
