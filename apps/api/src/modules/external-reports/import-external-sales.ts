import type { ExternalSystemCode, ImportExternalReportsResponse } from '@banca/contracts';
import { AppError, type FieldError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import type { NewExternalSaleRow } from '../../db/schema';
import { businessToday } from '../../lib/business-day';
import { parseExternalRows, rowError, type AmountStyle, type ParsedRow, type RawRow } from './parse-external-rows';
import { importedAlready, partnersByCodes, upsertExternalSales, type ImportPartner } from './repository';

export interface ImportExternalSalesInput {
  readonly externalSystem: ExternalSystemCode;
  readonly rows: readonly RawRow[];
  readonly amounts: AmountStyle;
}

/** How many row errors one answer lists. */
const MAX_ERRORS = 100;

/** The rows as table rows: each partner found in the caller's subtree (an agency or a taquilla), no key twice. */
function tableRows(
  rows: readonly ParsedRow[],
  partners: ReadonlyMap<string, ImportPartner>,
  input: ImportExternalSalesInput,
  userId: number,
  errors: FieldError[],
): NewExternalSaleRow[] {
  const seen = new Map<string, number>();
  const out: NewExternalSaleRow[] = [];
  for (const row of rows) {
    const partner = partners.get(row.partnerCode.toLowerCase());
    if (!partner) {
      errors.push(rowError(row.line, 'partner_code', `el asociado «${row.partnerCode}» no existe`));
      continue;
    }
    if (partner.kind !== 'AGENCIA' && partner.kind !== 'TAQUILLA') {
      errors.push(rowError(row.line, 'partner_code', `«${row.partnerCode}» no es una agencia ni una taquilla`));
      continue;
    }
    const currency = row.currency ?? partner.currency;
    const key = `${row.businessDate}|${partner.id}|${currency}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(rowError(row.line, 'partner_code', `repite el día, el asociado y la moneda de la fila ${first}`));
      continue;
    }
    seen.set(key, row.line);
    out.push({
      businessDate: row.businessDate,
      partnerId: partner.id,
      externalSystem: input.externalSystem,
      currency,
      sales: row.sales,
      prizes: row.prizes,
      commission: row.commission,
      tickets: row.tickets,
      details: row.details,
      importedBy: userId,
    });
  }
  return out;
}

/**
 * Imports an external system's figures: every row is checked first (the row and the field of
 * each problem, in Spanish, and then nothing is written); then all of them are written in one
 * transaction with its audit row, a key imported before being replaced.
 */
export async function importExternalSales(
  ctx: UseCaseContext,
  input: ImportExternalSalesInput,
): Promise<ImportExternalReportsResponse> {
  const today = await businessToday(ctx);
  const parsed = parseExternalRows(input.rows, input.amounts, today);
  const partners = await partnersByCodes(
    ctx.db,
    ctx.scope,
    parsed.rows.map((row) => row.partnerCode),
  );
  const errors = parsed.errors;
  const rows = tableRows(parsed.rows, partners, input, ctx.principal.id, errors);
  if (errors.length) {
    errors.sort((a, b) => Number(a.field.split('.')[1]) - Number(b.field.split('.')[1]));
    const message = `${errors.length === 1 ? 'Una fila tiene un error' : `Hay ${errors.length} errores en las filas`}; no se importó nada.`;
    throw new AppError('VALIDATION_ERROR', message, errors.slice(0, MAX_ERRORS));
  }
  return inTransaction(ctx, async (tx) => {
    const replaced = await importedAlready(tx.db, rows);
    await upsertExternalSales(tx.db, rows);
    const dates = rows.map((row) => row.businessDate).sort();
    const answer = {
      external_system: input.externalSystem,
      imported: rows.length,
      created: rows.length - replaced.length,
      replaced: replaced.length,
    };
    await tx.audit({
      action: 'IMPORT',
      entity: 'external_sales',
      entityId: input.externalSystem,
      subjectPartnerId: tx.scope.partnerId,
      before: replaced,
      after: { ...answer, from_date: dates[0], to_date: dates.at(-1) },
    });
    return answer;
  });
}
