import { recalculateGeneralReport } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { recalculateRollups } from './recalculate-rollups';
import { RollupFolder } from './rollup-folder';

/** /api/v2/admin/reports/…: the rebuild of the sales rollups; the folder that keeps them runs beside the server. */
export async function reportRoutes(app: FastifyInstance) {
  const db = app.db;
  const folder = new RollupFolder(db, app.log);
  app.addHook('onReady', async () => folder.start());
  app.addHook('preClose', async () => folder.stop());
  registerEndpoint(app, recalculateGeneralReport, async (request) =>
    recalculateRollups(contextOf(request, db), request.body),
  );
}
