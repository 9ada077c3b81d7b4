import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the success message shows for 3 s and the Show Data button flashes for 1 s. */
export const SAVED_MESSAGE_MS = 3000;
export const FLASH_MS = 1000;

/**
 * The after-save feedback: `confirm()` shows the message and starts the flash; each ends on its own
 * timer, and a second save restarts both.
 */
export function useSaveConfirmation() {
  // A counter rather than a boolean so each save gets fresh timers.
  const [saves, setSaves] = useState(0);
  const [showMessage, setShowMessage] = useState(false);
  const [flashing, setFlashing] = useState(false);

  useEffect(() => {
    if (saves === 0) return;
    const hideMessage = setTimeout(() => setShowMessage(false), SAVED_MESSAGE_MS);
    const stopFlash = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => {
      clearTimeout(hideMessage);
      clearTimeout(stopFlash);
    };
  }, [saves]);

  const confirm = useCallback(() => {
    setShowMessage(true);
    setFlashing(true);
    setSaves((count) => count + 1);
  }, []);

  return { showMessage, flashing, confirm };
}
