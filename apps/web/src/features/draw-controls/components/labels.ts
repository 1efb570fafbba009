import type { OccurrenceState } from '@banca/contracts';

/** A draw may be suspended until its result is saved. */
export const isSuspendable = (state: OccurrenceState) => state !== 'RESULTED' && state !== 'AWARDED';
