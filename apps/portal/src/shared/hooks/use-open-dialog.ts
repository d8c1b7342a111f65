import { useCallback, useState } from 'react';

/** Which dialog of a screen is open (null: none); `close` suits every dialog's onClose. */
export function useOpenDialog<T>() {
  const [open, show] = useState<T | null>(null);
  const close = useCallback(() => show(null), []);
  return { open, show, close };
}
