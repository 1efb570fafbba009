import type { Currency, SalePlayRequest } from '@banca/contracts';
import type { FieldError } from '../../lib/app-error';
import { formatMinor } from '../../lib/money-text';
import type { BetsColumns } from '../network';
import { resolveEffectiveQuota, resolveTope, saleLimit, type LimitKey } from '../quotas';
import type { SaleCatalogue } from './sale-catalogue';

/** A play ready for the sale function: checked, with its multiplier and the limit of each partner of the chain. */
export interface PlannedPlay {
  index: number;
  occurrence_id: number;
  bet_type_id: number;
  number: string;
  sign: number | null;
  number_key: string;
  requested: string;
  multiplier: string;
  /**
   * Per partner of the chain (banca first): the most its subtree may have sold on this key, for
   * the partners that set a limit of their own; null for the others (ADR 031).
   */
  limits: (string | null)[];
}

export type SalePlan = { ok: true; plays: PlannedPlay[] } | { ok: false; fields: FieldError[] };

/** The exposure key of a number: `/sign` appended for plays with a sign (`123/4`). */
export const numberKeyOf = (number: string, sign: number | null) => (sign === null ? number : `${number}/${sign}`);

/**
 * Checks every play against the catalogue and the bets settings (DOMAIN §3.3) and works out,
 * for each partner of the chain, how much may be sold on its number (§3.4–3.5). Pure: the
 * clock-bound rules (open, suspended, blocked) and the counting are the sale function's.
 */
export function planSale(
  plays: readonly SalePlayRequest[],
  catalogue: SaleCatalogue,
  bets: BetsColumns,
  chain: readonly number[],
  currency: Currency,
): SalePlan {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  const planned: PlannedPlay[] = [];
  let total = 0n;

  plays.forEach((play, index) => {
    const at = (field: string, message: string) => fields.push({ field: `plays.${index}.${field}`, message });
    const occurrence = catalogue.occurrences.get(play.occurrence_id);
    if (!occurrence) return at('occurrence_id', 'El sorteo no existe o no está disponible para la venta.');
    const rules = catalogue.products.get(occurrence.productId);
    const betType = rules?.betTypes.get(play.bet_type);
    if (!betType) return at('bet_type', `${occurrence.productName} no vende jugadas de tipo ${play.bet_type}.`);

    const numberProblem = checkNumber(play.number, betType.digits, rules!.symbols, occurrence.productName);
    if (numberProblem) return at('number', numberProblem);
    if (betType.needsSign && play.sign === undefined) return at('sign', 'Esta jugada necesita un signo.');
    if (!betType.needsSign && play.sign !== undefined) return at('sign', 'Esta jugada no lleva signo.');

    const amount = BigInt(play.amount);
    if (amount < bets.minPerPlay) return at('amount', `El monto mínimo por jugada es ${formatMinor(bets.minPerPlay, currency)}.`);
    if (amount > bets.maxPerPlay) return at('amount', `El monto máximo por jugada es ${formatMinor(bets.maxPerPlay, currency)}.`);

    const sign = play.sign ?? null;
    const numberKey = numberKeyOf(play.number, sign);
    const duplicateKey = `${play.occurrence_id}|${betType.betTypeId}|${numberKey}`;
    if (seen.has(duplicateKey)) return at('number', 'La jugada está repetida en el ticket: sume los montos en una sola.');
    seen.add(duplicateKey);

    total += amount;
    const key: LimitKey = { productId: occurrence.productId, drawId: occurrence.drawId, betTypeId: betType.betTypeId };
    planned.push({
      index,
      occurrence_id: play.occurrence_id,
      bet_type_id: betType.betTypeId,
      number: play.number,
      sign,
      number_key: numberKey,
      requested: play.amount,
      multiplier: betType.multiplier,
      limits: limitsAlong(chain, catalogue, key),
    });
  });

  if (!fields.length && total > bets.maxPerTicket) {
    fields.push({ field: 'plays', message: `El total del ticket supera el máximo de ${formatMinor(bets.maxPerTicket, currency)}.` });
  }
  return fields.length ? { ok: false, fields } : { ok: true, plays: planned };
}

/**
 * For each partner of the chain: its own cupo, the banca's also bounded by its tope; null for a
 * partner without a limit of its own. An inherited cupo is the cupo of an ancestor on the same
 * chain, whose subtree holds this partner's: checking it there is enough, and the sale function
 * counts a play only against the partners given a limit (db/sql/banca_limit_set.sql).
 */
function limitsAlong(chain: readonly number[], catalogue: SaleCatalogue, key: LimitKey): (string | null)[] {
  const tope = resolveTope(catalogue.topes, key);
  return chain.map((partnerId, depth) => {
    // Resolved on the partner alone: its own cupo, never an ancestor's.
    const own = resolveEffectiveQuota([partnerId], catalogue.quotas, key);
    const limit = saleLimit(own, depth === 0 ? tope : null);
    return limit === null ? null : limit.toString();
  });
}

/** Why a number cannot be played with a bet type, or null. Numbers are strings: `0` and `00` differ. */
export function checkNumber(
  number: string,
  digits: number | null,
  symbols: ReadonlyMap<string, string>,
  productName: string,
): string | null {
  if (digits === null) {
    return symbols.has(number) ? null : `El número ${number} no existe en ${productName}.`;
  }
  if (!/^\d+$/.test(number) || number.length !== digits) {
    const range = `${'0'.repeat(digits)}–${'9'.repeat(digits)}`;
    return `El número debe tener ${digits} dígitos (${range}).`;
  }
  return null;
}
