import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { agencyRoutes } from './agency-routes';
import { getBankingConfig, updateBankingConfig } from './banking-config';
import { betsConfigQueries, effectiveBetsConfig } from './bets-config-repository';
import { distributorRoutes } from './distributor-routes';
import { saveBetsConfig, saveGlobalBetsConfig } from './save-bets-config';
import { ticketOfficeRoutes } from './ticket-office-routes';
import { registerExport } from '../../lib/file-answer';
import { betsConfigsExport } from './network-exports';

/** The partner network's registry: banca, affiliates and distributors, agencies, bets config, taquillas. */
export async function registryNetworkRoutes(app: FastifyInstance) {
  await app.register(distributorRoutes);
  await app.register(agencyRoutes);
  await app.register(ticketOfficeRoutes);
  await app.register(betsConfigRoutes);
  await app.register(bankingRoutes);
}

async function betsConfigRoutes(app: FastifyInstance) {
  const { db } = app;
  registerEndpoint(app, contracts.listBetsConfigs, async (request) => {
    const queries = betsConfigQueries(db, contextOf(request, db).scope, request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });
  registerExport(app, contracts.exportBetsConfigs, betsConfigsExport);

  registerEndpoint(app, contracts.getBetsConfig, async (request) => {
    const config = await effectiveBetsConfig(db, contextOf(request, db).scope, request.params.agency_id);
    if (!config) throw notFound('La agencia no existe.');
    return config;
  });

  registerEndpoint(app, contracts.saveBetsConfig, async (request) => {
    const ctx = contextOf(request, db);
    await saveBetsConfig(ctx, request.body);
    return (await effectiveBetsConfig(db, ctx.scope, request.body.agency_id))!;
  });

  registerEndpoint(app, contracts.saveGlobalBetsConfig, async (request) => ({
    updated: await saveGlobalBetsConfig(contextOf(request, db), request.body),
  }));
}

async function bankingRoutes(app: FastifyInstance) {
  const { db } = app;
  registerEndpoint(app, contracts.getBankingConfig, (request) => getBankingConfig(contextOf(request, db)));

  registerEndpoint(app, contracts.updateBankingConfig, async (request) => {
    const ctx = contextOf(request, db);
    await updateBankingConfig(ctx, request.body);
    return getBankingConfig(ctx);
  });
}
