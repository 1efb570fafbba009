import type { ZSaveAccountRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { UniqueConflicts } from '../../lib/use-case';

/** What creating or changing an account takes. */
export type AccountInput = z.output<typeof ZSaveAccountRequest>;

/** The unique index an account's code may cross, as a field error. */
export const ACCOUNT_CONFLICTS: UniqueConflicts = {
  accounts_owner_code_uq: { field: 'code', message: 'Ya existe una cuenta con ese código.' },
};

export const MISSING_ACCOUNT = 'La cuenta no existe.';
