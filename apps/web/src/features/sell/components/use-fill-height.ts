import { useLayoutEffect, useRef, useState } from 'react';

/** Below this the workspace stops fitting the window and the page scrolls instead. */
const MIN_HEIGHT = 420;

/** What the page shows under the workspace: its main area's bottom padding and what follows it (the footer). */
function roomBelow(element: HTMLElement): number {
  const main = element.closest('main');
  if (!main) return 0;
  const padding = Number.parseFloat(getComputedStyle(main).paddingBottom) || 0;
  const mainBottom = main.getBoundingClientRect().bottom + window.scrollY;
  return padding + Math.max(0, document.documentElement.scrollHeight - mainBottom);
}

/**
 * The height from an element's top (on the page, not scrolled) to the window's bottom, less what the page shows under it: the point
 * of sale fills the window so that its columns scroll on their own and the ticket stays in view.
 */
export function useFillHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, window.innerHeight - top - roomBelow(element)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, height };
}
