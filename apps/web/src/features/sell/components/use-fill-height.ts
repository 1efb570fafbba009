import { useLayoutEffect, useRef, useState } from 'react';

/** Room kept under the workspace: the main area's bottom padding. */
const BOTTOM_GAP = 16;
/** Below this the workspace stops fitting the window and the page scrolls instead. */
const MIN_HEIGHT = 420;

/**
 * The height from an element's top (on the page, not scrolled) to the window's bottom: the point
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
      setHeight(Math.max(MIN_HEIGHT, window.innerHeight - top - BOTTOM_GAP));
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
