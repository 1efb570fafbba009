import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { agencyRoutes } from './agency-routes';
import { getBankingConfig, updateBankingConfig } from './banking-config';
import { betsConfigQueries, effectiveBetsConfig } from './bets-config-repository';
import { contextOf, inTransaction } from './context';
import { distributorRoutes } from './distributor-routes';
import { saveBetsConfig, saveGlobalBetsConfig } from './save-bets-config';
import { ticketOfficeRoutes } from './ticket-office-routes';

/** The partner network's registry: banca, affiliates and distributors, agencies, bets config, taquillas. */
export async function registryNetworkRoutes(app: FastifyInstance) {
  await app.register(distributorRoutes);
  await app.register(agencyRoutes);
  await app.register(ticketOfficeRoutes);
  await app.register(betsConfigRoutes);
  await app.register(bankingRoutes);
}

async function betsConfigRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.listBetsConfigs, async (request) => {
    const queries = betsConfigQueries(app.db, scopeOf(request.principal!), request.query);
    return listPage(request.query, cachedCountOf(request, request.query), queries.rows, queries.count);
  });

  registerEndpoint(app, contracts.getBetsConfig, async (request) => {
    const config = await effectiveBetsConfig(app.db, scopeOf(request.principal!), request.params.agency_id);
    if (!config) throw notFound('La agencia no existe.');
    return config;
  });

  registerEndpoint(app, contracts.saveBetsConfig, async (request) => {
    const ctx = contextOf(request);
    const { agency_id: agencyId, ...settings } = request.body;
    await inTransaction(app.db, (tx) => saveBetsConfig(tx, ctx, agencyId, settings));
    return (await effectiveBetsConfig(app.db, ctx.scope, agencyId))!;
  });

  registerEndpoint(app, contracts.saveGlobalBetsConfig, async (request) => {
    const ctx = contextOf(request);
    const { agency_ids: agencyIds, ...settings } = request.body;
    const updated = await inTransaction(app.db, (tx) => saveGlobalBetsConfig(tx, ctx, settings, agencyIds));
    return { updated };
  });
}

async function bankingRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.getBankingConfig, async (request) =>
    getBankingConfig(app.db, scopeOf(request.principal!)),
  );

  registerEndpoint(app, contracts.updateBankingConfig, async (request) => {
    const ctx = contextOf(request);
    await inTransaction(app.db, (tx) => updateBankingConfig(tx, ctx, request.body));
    return getBankingConfig(app.db, ctx.scope);
  });
}
