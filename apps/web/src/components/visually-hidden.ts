/**
 * The style that keeps an element for screen readers and out of sight (a table's caption, a
 * chart's summary table): the one copy every component uses.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
