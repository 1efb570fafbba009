import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { commissionRoutes } from './modules/commissions/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { drawRoutes } from './modules/draws/routes';
import { externalReportRoutes } from './modules/external-reports/routes';
import { generalReportRoutes } from './modules/general-report/routes';
import { registryNetworkRoutes } from './modules/network/routes';
import { imageRoutes } from './modules/images/routes';
import { kpiRoutes } from './modules/kpis/routes';
import { accountRoutes } from './modules/accounts/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { settlementScheduler } from './modules/ledger/settlement-scheduler';
import { paymentMethodRoutes } from './modules/payment-methods/routes';
import { paymentRoutes } from './modules/payments/routes';
import { logRoutes } from './modules/logs/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pollaRoutes } from './modules/polla/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { quotaRoutes } from './modules/quotas/routes';
import { softwareRoutes } from './modules/software/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { userMetricRoutes } from './modules/user-metrics/routes';
import { awardingRoutes } from './modules/awarding/routes';
import { drawControlRoutes } from './modules/draw-controls/routes';
import { prizeRoutes } from './modules/prizes/routes';
import { cashRoutes } from './modules/cash/routes';
import { prizeReportRoutes } from './modules/prize-reports/routes';
import { resultRoutes } from './modules/results/routes';
import { rollupFolder } from './modules/reports/rollup-folder';
import { saleRoutes } from './modules/sales/routes';
import { salesReportRoutes } from './modules/sales-reports/routes';
import { ticketConsultRoutes } from './modules/ticket-consult/routes';
import { betReportRoutes } from './modules/bet-reports/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { accessPlugin } from './plugins/access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { requestValidatorCompiler } from './plugins/request-validator';
import { webPlugin } from './plugins/web';
import './plugins/types';

z.config(z.locales.es());

export interface AppDeps {
  config: Config;
  database: Database;
}

/** The whole application as one Fastify plugin: infrastructure first, then the modules. */
export const app = fp(async (instance: FastifyInstance, deps: AppDeps) => {
  instance.decorate('config', deps.config);
  instance.decorate('database', deps.database);
  instance.decorate('db', deps.database.db);
  instance.setValidatorCompiler(requestValidatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);

  await instance.register(errorHandlerPlugin);
  await instance.register(requestContextPlugin);
  await instance.register(securityPlugin);
  await instance.register(swaggerPlugin);
  await instance.register(accessPlugin);

  await instance.register(systemRoutes);
  await instance.register(authRoutes);
  await instance.register(registryNetworkRoutes);
  await instance.register(logRoutes);
  await instance.register(imageRoutes);
  await instance.register(catalogueRoutes);
  await instance.register(drawRoutes);
  await instance.register(lookupRoutes);
  await instance.register(userRoutes);
  await instance.register(quotaRoutes);
  await instance.register(commissionRoutes);
  await instance.register(saleRoutes);
  await instance.register(ticketRoutes);
  await instance.register(ticketConsultRoutes);
  await instance.register(salesReportRoutes);
  await instance.register(generalReportRoutes);
  await instance.register(externalReportRoutes);
  await instance.register(betReportRoutes);
  await instance.register(prizeRoutes);
  await instance.register(cashRoutes);
  await instance.register(prizeReportRoutes);
  await instance.register(resultRoutes);
  await instance.register(awardingRoutes);
  await instance.register(drawControlRoutes);
  await instance.register(kpiRoutes);
  await instance.register(softwareRoutes);
  await instance.register(accountRoutes);
  await instance.register(ledgerRoutes);
  await instance.register(paymentMethodRoutes);
  await instance.register(paymentRoutes);
  await instance.register(notificationRoutes);
  await instance.register(userMetricRoutes);
  await instance.register(pollaRoutes);
  await instance.register(rollupFolder);
  await instance.register(settlementScheduler);

  await instance.register(webPlugin);
});
