/** Lazy entry of the bank's cash administration, tab «cash-registers»: the registers to review, as the agency sees its own. */
export { RegistersReview as Component } from '@/features/cash';
