import { normalizeWinnerDocument, winnerDocumentProblem, type ZPrizeWinnerInput } from '@banca/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PayingTaquilla } from './repository';

export type WinnerInput = z.output<typeof ZPrizeWinnerInput>;

/** The winner as kept with the payment: the document normalised, name and phone as validated. */
export interface IdentifiedWinner {
  document: string;
  name: string;
  phone: string;
}

/**
 * Whether paying this prize needs the winner identified: the banca set a threshold and the
 * ticket's prize total (what is paid, in the banca's currency) reaches it.
 */
export function winnerRequired(prizeTotal: string, taquilla: Pick<PayingTaquilla, 'identifyWinnersFrom'>): boolean {
  return taquilla.identifyWinnersFrom !== null && BigInt(prizeTotal) >= taquilla.identifyWinnersFrom;
}

const MISSING = [
  { field: 'winner.document', message: 'La cédula del ganador es obligatoria.' },
  { field: 'winner.name', message: 'El nombre del ganador es obligatorio.' },
  { field: 'winner.phone', message: 'El teléfono del ganador es obligatorio.' },
];

/**
 * The winner a required identification names, or a 400 naming the field: all three when the
 * request brought none, the document when it does not fit the banca's country (its currency).
 */
export function identifiedWinner(
  winner: WinnerInput | undefined,
  taquilla: Pick<PayingTaquilla, 'bancaCurrency'>,
): IdentifiedWinner {
  if (!winner) {
    throw new AppError('VALIDATION_ERROR', 'Este premio requiere identificar al ganador.', MISSING);
  }
  const document = normalizeWinnerDocument(winner.document, taquilla.bancaCurrency);
  if (document === null) {
    const message = winnerDocumentProblem(winner.document, taquilla.bancaCurrency)!;
    throw new AppError('VALIDATION_ERROR', message, [{ field: 'winner.document', message }]);
  }
  return { document, name: winner.name, phone: winner.phone };
}
