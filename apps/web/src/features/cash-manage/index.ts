/**
 * The bank's cash administration (ADR 045): per day and agency the resume of the registers, every
 * register to review, the funds and their history, prizes paid and owed per taquilla, reloads to
 * one taquilla or all, and the audit of every cash change. The tabs load lazily from *-screen entries.
 */
export { CASH_MANAGE_KEY } from './api/watch-lists';
