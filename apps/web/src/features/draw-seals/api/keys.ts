/** Every query of the actas lives under this key. */
export const DRAW_SEALS_KEY = ['draw-seals'] as const;
