import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { registerUseCase } from '../../lib/use-case-endpoint';
import { drawSealsExport } from './draw-seals-export';
import { exportDrawSeal } from './export-draw-seal';
import { getDrawSeal } from './get-draw-seal';
import { listDrawSeals } from './list-draw-seals';

/** /api/v2/admin/draw-seals: the sealed draws and each one's "Acta de cierre" (ADR 060). */
export async function drawSealRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listDrawSeals, listDrawSeals, listInputOf);
  registerExport(app, contracts.exportDrawSeals, drawSealsExport);
  registerUseCase(app, contracts.getDrawSeal, getDrawSeal, (request) => request.params.occurrence_id);
  registerUseCase(app, contracts.exportDrawSeal, exportDrawSeal, (request) => ({
    occurrenceId: request.params.occurrence_id,
    format: request.body.format,
  }));
}
