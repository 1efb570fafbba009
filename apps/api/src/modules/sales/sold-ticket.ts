import type { SalePlayOutcome, Ticket } from '@banca/contracts';
import type { Principal } from '../../lib/principal';
import type { PlannedPlay } from './plan-sale';
import type { SaleCatalogue } from './sale-catalogue';
import type { SellingTaquilla } from './seller';

/** What the sale function answers. */
export interface SoldTicket {
  /** True when the key had already sold this ticket: only `ticket_id` and `outcomes` are set. */
  replay?: boolean;
  ticket_id: number;
  serial: string;
  sold_at: string;
  business_date: string;
  /** Ids of the sold plays, in the order of the request. */
  play_ids: number[];
  outcomes: SalePlayOutcome[];
}

interface SaleFacts {
  sold: SoldTicket;
  plays: PlannedPlay[];
  catalogue: SaleCatalogue;
  taquilla: SellingTaquilla;
  principal: Principal;
  channel: Ticket['channel'];
  securityCode: string;
}

/**
 * The ticket just sold, from what the sale already knows: the same shape as `loadTicket`
 * answers (a test holds them equal) without reading it back.
 */
export function soldTicket({ sold, plays, catalogue, taquilla, principal, channel, securityCode }: SaleFacts): Ticket {
  const soldAmount = new Map(sold.outcomes.map((outcome) => [outcome.index, outcome.sold]));
  const soldPlays = plays.filter((play) => soldAmount.get(play.index) !== '0');
  const total = soldPlays.reduce((sum, play) => sum + BigInt(soldAmount.get(play.index)!), 0n);
  return {
    id: sold.ticket_id,
    serial: sold.serial,
    security_code: securityCode,
    status: 'ACTIVO',
    currency: taquilla.currency,
    total: total.toString(),
    prize_total: '0',
    channel,
    sold_at: new Date(sold.sold_at).toISOString(),
    business_date: sold.business_date,
    taquilla: { id: taquilla.id, code: taquilla.code, name: taquilla.name },
    agency: taquilla.agency,
    seller: { id: principal.id, name: principal.name },
    ticket_header: taquilla.ticketHeader,
    ticket_footer: taquilla.ticketFooter,
    annulled_at: null,
    annul_reason: null,
    prize_expires_at: null,
    payment: null,
    plays: soldPlays.map((play, i) => {
      const occurrence = catalogue.occurrences.get(play.occurrence_id)!;
      const rules = catalogue.products.get(occurrence.productId)!;
      const betType = [...rules.betTypes.values()].find((candidate) => candidate.betTypeId === play.bet_type_id)!;
      return {
        id: sold.play_ids[i]!,
        occurrence_id: play.occurrence_id,
        draw_name: occurrence.drawName,
        draw_date: occurrence.drawDate,
        draw_time: occurrence.drawTime,
        product_name: occurrence.productName,
        lottery_name: occurrence.lotteryName,
        bet_type: betType.code,
        bet_type_name: betType.name,
        number: play.number,
        sign: play.sign,
        symbol_name: betType.digits === null ? (rules.symbols.get(play.number) ?? null) : null,
        requested: play.requested,
        amount: soldAmount.get(play.index)!,
        multiplier: play.multiplier,
        prize: '0',
        occurrence_state: 'OPEN',
      };
    }),
  };
}
