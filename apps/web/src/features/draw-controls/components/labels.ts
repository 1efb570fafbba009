import { BLOCK_STATE_LABELS, OCCURRENCE_STATE_LABELS, type BlockState, type OccurrenceState } from '@banca/contracts';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary';

export const blockStateLabel = (state: BlockState) => BLOCK_STATE_LABELS[state];
export const BLOCK_STATE_COLORS: Record<BlockState, ChipColor> = {
  ACTIVE: 'error',
  EXPIRED: 'default',
  DELETED: 'default',
};

export const occurrenceStateLabel = (state: OccurrenceState) => OCCURRENCE_STATE_LABELS[state];
export const OCCURRENCE_STATE_COLORS: Record<OccurrenceState, ChipColor> = {
  SCHEDULED: 'info',
  OPEN: 'success',
  CLOSED: 'default',
  RESULTED: 'primary',
  AWARDED: 'primary',
  SUSPENDED: 'warning',
};

/** A draw may be suspended until its result is saved. */
export const isSuspendable = (state: OccurrenceState) => state !== 'RESULTED' && state !== 'AWARDED';
