import type { DrawSeal } from '@banca/contracts';
import { formatCount, formatDateTime, formatMoney } from '@/lib/format';
import { SealLines } from './seal-lines';

const count = (value: string | number) => formatCount(Number(value));
const KINDS = { ANNULMENT: 'Anulación posterior', RESULT: 'Resultado corregido' } as const;

/** The acta's figures: totals per currency, per number and play type, per agency, and its corrections. */
export function ActaSections({ seal }: { seal: DrawSeal }) {
  return (
    <>
      <SealLines
        caption="Totales por moneda"
        headers={[
          ['Moneda', 'left'],
          ['Tickets', 'right'],
          ['Jugadas', 'right'],
          ['Vendido', 'right'],
          ['Tickets anulados', 'right'],
          ['Anulado', 'right'],
        ]}
        rows={seal.totals}
        cells={(t) => [
          t.currency,
          count(t.tickets),
          count(t.plays),
          formatMoney(t.amount, t.currency),
          count(t.annulled_tickets),
          formatMoney(t.annulled_amount, t.currency),
        ]}
        empty="La banca no vendió en este sorteo."
      />
      <SealLines
        caption="Por número y tipo de jugada"
        headers={[
          ['Tipo de jugada', 'left'],
          ['Número', 'left'],
          ['Jugadas', 'right'],
          ['Vendido', 'right'],
        ]}
        rows={seal.by_number}
        cells={(n) => [
          n.bet_type.name,
          n.sign ? `${n.number} (signo ${n.sign})` : n.number,
          count(n.plays),
          formatMoney(n.amount, n.currency),
        ]}
        empty="Ninguna jugada en pie."
      />
      <SealLines
        caption="Por agencia"
        headers={[
          ['Agencia', 'left'],
          ['Tickets', 'right'],
          ['Jugadas', 'right'],
          ['Vendido', 'right'],
          ['Anulados', 'right'],
          ['Anulado', 'right'],
        ]}
        rows={seal.by_agency}
        cells={(a) => [
          `${a.agency.code} ${a.agency.name}`,
          count(a.tickets),
          count(a.plays),
          formatMoney(a.amount, a.currency),
          count(a.annulled_tickets),
          formatMoney(a.annulled_amount, a.currency),
        ]}
        empty="Ninguna agencia vendió en este sorteo."
      />
      <SealLines
        caption="Correcciones posteriores al sello"
        headers={[
          ['Fecha', 'left'],
          ['Tipo', 'left'],
          ['Ticket', 'left'],
          ['Monto', 'right'],
          ['Motivo', 'left'],
          ['Usuario', 'left'],
        ]}
        rows={seal.correction_list}
        cells={(c) => [
          formatDateTime(c.created_at),
          KINDS[c.kind],
          c.ticket_serial ?? '—',
          c.amount && c.currency ? formatMoney(c.amount, c.currency) : '—',
          c.reason ?? '—',
          c.created_by ?? '—',
        ]}
        empty="Sin correcciones: el acta está como se selló."
      />
    </>
  );
}
