import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { agencyRoutes } from './agency-routes';
import { distributorRoutes } from './distributor-routes';
import { getBankingConfig } from './get-banking-config';
import { getBetsConfig } from './get-bets-config';
import { listBetsConfigs } from './list-bets-configs';
import { betsConfigsExport } from './network-exports';
import { saveBetsConfig } from './save-bets-config';
import { saveGlobalBetsConfig } from './save-global-bets-config';
import { ticketOfficeRoutes } from './ticket-office-routes';
import { updateBankingConfig } from './update-banking-config';

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
  registerUseCase(app, contracts.listBetsConfigs, listBetsConfigs, listInputOf);
  registerExport(app, contracts.exportBetsConfigs, betsConfigsExport);

  registerUseCase(app, contracts.getBetsConfig, getBetsConfig, (request) => request.params.agency_id);

  registerEndpoint(app, contracts.saveBetsConfig, async (request) => {
    const ctx = contextOf(request, db);
    await saveBetsConfig(ctx, request.body);
    return getBetsConfig(ctx, request.body.agency_id);
  });

  registerEndpoint(app, contracts.saveGlobalBetsConfig, async (request) => ({
    updated: await saveGlobalBetsConfig(contextOf(request, db), request.body),
  }));
}

async function bankingRoutes(app: FastifyInstance) {
  const { db } = app;
  registerUseCase(app, contracts.getBankingConfig, getBankingConfig, noInput);

  registerEndpoint(app, contracts.updateBankingConfig, async (request) => {
    const ctx = contextOf(request, db);
    await updateBankingConfig(ctx, request.body);
    return getBankingConfig(ctx);
  });
}
