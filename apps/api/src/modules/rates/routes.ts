import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { filterLabelsOf, pageRows, registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { listRateTypes } from './list-rate-types';
import { listRates } from './list-rates';
import { rateQueries } from './repository';
import { saveRate } from './save-rate';

/** /api/v2/admin/administrative/rate: exchange rates per partner, type and day. */
export async function rateRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listRateTypes, listRateTypes, noInput);
  registerUseCase(app, contracts.listRates, listRates, listInputOf);
  registerExport(app, contracts.exportRates, {
    title: 'Tasas de cambio',
    fileName: 'tasas',
    filterLabels: { ...filterLabelsOf('partner_id', 'from_date', 'to_date'), rate_type_id: 'Tipo de tasa' },
    columns: [
      { title: 'Fecha', kind: 'date', value: 'business_date' },
      { title: 'Asociado', kind: 'text', value: 'partner_name' },
      { title: 'Tipo', kind: 'text', value: (r: contracts.Rate) => `${r.rate_type_codigo} · ${r.rate_type_nombre}` },
      { title: 'Moneda', kind: 'text', value: 'currency' },
      { title: 'Tasa', kind: 'text', value: 'rate' },
      { title: 'Registrada por', kind: 'text', value: 'created_by' },
    ],
    rows: (ctx, filters) => pageRows(rateQueries(ctx.db, ctx.scope, filters).rows),
  });
  registerUseCase(app, contracts.saveRate, saveRate, bodyOf);
}
