/**
 * Cash at the ticket office (ADR 045): the taquilla's incomes, outcomes and register, and the
 * agency's review of its taquillas' registers. The screens load lazily from the *-screen entries.
 */
export { CASH_KEY } from './api/keys';
export { useCashTaquillas } from './api/taquillas';
export { CURRENCY_OPTIONS, METHOD_OPTIONS, methodLabel } from './components/options';
/** The registers of the caller's taquillas to review: the agency's screen, and the bank's «Arqueos» tab. */
export { RegistersReview } from './routes/agency-registers';
/** Corrections and annulments of a movement, as the server allows them (reloads are corrected on the bank's screen). */
export { useAnnulReload } from './api/movements';
export { AnnulMovementDialog } from './components/annul-movement-dialog';
export { EditMovementDialog } from './components/edit-movement-dialog';
export { movementActionsColumn } from './components/movement-columns';
