import type { AwardOccurrence } from '@banca/contracts';
import { formatMoney } from '@/lib/format';

/** Totals per currency on one line ("Bs 1.234,00 · $ 10,00"), or a dash when there are none. */
export function totalsText(totals: AwardOccurrence['totals'], field: 'sold' | 'prizes'): string {
  if (totals.length === 0) return '—';
  return totals.map((total) => formatMoney(total[field], total.currency)).join(' · ');
}
