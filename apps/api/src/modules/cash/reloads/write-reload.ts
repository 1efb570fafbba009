import type { CashMovement, Currency } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { writeMovement } from '../write-movement';

/** What a reload carries, to one taquilla or to many. */
export type ReloadInput = { currency: Currency; payment_method: string; amount: string; description: string };

/** A reload written in the caller's transaction: counted at once in the taquilla's open register. */
export const writeReload = (
  tx: UseCaseContext,
  taquillaId: number,
  input: ReloadInput,
  batchId: string | null,
): Promise<CashMovement> =>
  writeMovement(tx, {
    kind: 'RECARGA',
    taquillaId,
    currency: input.currency,
    paymentMethod: input.payment_method,
    amount: input.amount,
    reference: null,
    exchangeAmount: null,
    exchangeCurrency: null,
    exchangeRate: null,
    description: input.description,
    outcomeTypeId: null,
    ticketId: null,
    evidenceImageIds: [],
    batchId,
    status: 'APROBADO',
    createdBy: tx.principal.id,
  });
