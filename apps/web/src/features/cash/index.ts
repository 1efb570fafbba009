/**
 * Cash at the ticket office (ADR 045): the taquilla's incomes, outcomes and register, and the
 * agency's review of its taquillas' registers. The screens load lazily from the *-screen entries.
 */
export { CASH_KEY } from './api/keys';
