import { useEffect, useRef } from 'react';

/** F9 or Ctrl+Enter (⌘+Enter) sells from anywhere on the screen, unless a dialog is open. */
export function useSellShortcut(sell: () => void): void {
  const latest = useRef(sell);
  useEffect(() => {
    latest.current = sell;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key === 'F9' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey));
      if (!shortcut || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
