import { useEffect, useRef } from 'react';
import { shortcutOf, type ShortcutAction } from '../logic/shortcuts';

/** The point of sale's keys work from anywhere on the screen, unless a dialog is open. */
export function useSellShortcuts(actions: Record<ShortcutAction, () => void>): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
