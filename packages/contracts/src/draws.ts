/** Draw time slots (spec §3). */
export const DRAW_SLOTS = [
  { id: 1, name: 'Mañana' },
  { id: 2, name: 'Tarde' },
  { id: 3, name: 'Noche' },
] as const;
export type DrawSlotId = (typeof DRAW_SLOTS)[number]['id'];

/** Display order options of a draw (spec §3). */
export const DRAW_ORDER_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
