/** Where the actas live: the app's screen table and the feature's links share them. */
export const DRAW_SEALS_PATH = '/admin/tools/draw-seals';
/** One acta: its draw in the address (`occurrence_id`). */
export const DRAW_SEAL_PATH = '/admin/tools/draw-seal';

export const drawSealHref = (occurrenceId: number) => `${DRAW_SEAL_PATH}?occurrence_id=${occurrenceId}`;
