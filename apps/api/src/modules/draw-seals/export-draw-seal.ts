import type { DrawSeal, ExportFormat } from '@banca/contracts';
import { fileAnswer, type ExportColumn, type FileAnswer } from '../../lib/file-answer';
import type { UseCaseContext } from '../../lib/use-case';
import { getDrawSeal } from './get-draw-seal';

/** A line of the acta's file: its totals, its numbers, its agencies, one section after the other. */
interface ActaLine {
  section: string;
  line: string;
  currency: string;
  tickets: string | null;
  plays: string;
  amount: string;
  annulled_amount: string | null;
}

function* linesOf(seal: DrawSeal): Generator<ActaLine> {
  for (const t of seal.totals) {
    yield { section: 'Totales', line: 'Total', ...t };
  }
  for (const n of seal.by_number) {
    const number = n.sign ? `${n.number} signo ${n.sign}` : n.number;
    yield { section: 'Por número', line: `${n.bet_type.name} ${number}`, tickets: null, annulled_amount: null, ...n };
  }
  for (const a of seal.by_agency) {
    yield { section: 'Por agencia', line: `${a.agency.code} ${a.agency.name}`, ...a };
  }
}

async function* rowsOf(seal: DrawSeal): AsyncGenerator<ActaLine> {
  yield* linesOf(seal);
}

// The sections repeat the same sales three ways: no column is summed.
const COLUMNS: readonly ExportColumn<ActaLine>[] = [
  { title: 'Sección', kind: 'text', value: 'section', width: 14 },
  { title: 'Línea', kind: 'text', value: 'line', width: 30 },
  { title: 'Tickets', kind: 'number', value: 'tickets', total: false },
  { title: 'Jugadas', kind: 'number', value: 'plays', total: false },
  { title: 'Vendido', kind: 'money', value: 'amount', currency: 'currency', total: false },
  { title: 'Anulado', kind: 'money', value: 'annulled_amount', currency: 'currency', total: false },
];

/**
 * The "Acta de cierre" as a file (XLSX or PDF): the draw, when it was sealed and its digest in the
 * title block, then the seal's lines. The same seal and scope as the screen.
 */
export async function exportDrawSeal(
  ctx: UseCaseContext,
  { occurrenceId, format }: { occurrenceId: number; format: ExportFormat },
): Promise<FileAnswer> {
  const seal = await getDrawSeal(ctx, occurrenceId);
  return fileAnswer(format, {
    title: `Acta de cierre: ${seal.draw_name} (${seal.lottery.name})`,
    fileName: `acta-de-cierre-${seal.occurrence_id}`,
    filters: [
      { label: 'Fecha del sorteo', value: seal.draw_date.split('-').reverse().join('/') },
      { label: 'Sellado', value: seal.sealed_at },
      { label: 'Tickets', value: `${seal.tickets} (${seal.annulled_tickets} anulados)` },
      { label: 'Correcciones', value: String(seal.corrections) },
      { label: 'Huella (draw-seal/v1)', value: seal.digest },
    ],
    columns: COLUMNS,
    rows: rowsOf(seal),
    exportedBy: `${ctx.principal.name} (${ctx.principal.username})`,
    timezone: ctx.timezone,
    at: new Date(),
  });
}
