import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../lib/scope';
import { EVIDENCE_UPLOAD_OPTIONS, evidencePipeline } from '../../lib/evidence';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { cashRegistersExport, incomesExport, outcomesExport, reloadsExport, transactionsExport } from './cash-exports';
import { evidenceOf } from './evidence-repository';
import { cashRegisterSummary, listCashMovements, listCashRegisters, listTransactions, transactionHistorySummary } from './cash-lists';
import { getCashConfig, saveCashConfig } from './cash-config';
import { cashPrizes, cashResume, listCashAudit, listCashFunds } from './cash-watch';
import { createGlobalReload, createReload, saveCashFund } from './fund-and-reload';
import { annulMovement, handleTransaction, transferMovement } from './handle-movement';
import { findMovement, outcomeTypes, referenceTaken } from './movement-repository';
import { createIncome, createOutcome } from './record-movement';
import { annulReload, updateMovement } from './edit-movement';
import { fundsInForceExport, prizeTicketsExport } from './fund-prize-exports';
import { listFundsInForceOf, listPrizeTickets } from './fund-prize-lists';
import { cashTaquillas } from './taquilla-repository';
import * as register from './register-lifecycle';
import { listCashRegisterItems } from './register-items';
import { cashAuditExport, cashFundsExport, cashPrizesExport, cashResumeExport } from './watch-exports';

/** /api/v2/cash/…, the ticket office's and the admin's cash registers, and transactions (ADR 045). */
export async function cashRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, contracts.createIncome, (request) => createIncome(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listIncomes, (request) =>
    listCashMovements(contextOf(request, db), 'INGRESO', { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerEndpoint(app, contracts.checkIncomeReference, async (request) => ({ available: !(await referenceTaken(db, request.query.reference)) }));
  registerEndpoint(app, contracts.deleteIncome, (request) => annulMovement(contextOf(request, db), 'INGRESO', request.params.id));
  registerEndpoint(app, contracts.createOutcome, (request) => createOutcome(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listOutcomes, (request) =>
    listCashMovements(contextOf(request, db), 'EGRESO', { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerEndpoint(app, contracts.deleteOutcome, (request) => annulMovement(contextOf(request, db), 'EGRESO', request.params.id));
  registerEndpoint(app, contracts.updateIncome, (request) => updateMovement(contextOf(request, db), 'INGRESO', request.params.id, request.body));
  registerEndpoint(app, contracts.updateOutcome, (request) => updateMovement(contextOf(request, db), 'EGRESO', request.params.id, request.body));
  registerEndpoint(app, contracts.updateReload, (request) => updateMovement(contextOf(request, db), 'RECARGA', request.params.id, request.body));
  registerEndpoint(app, contracts.deleteReload, (request) => annulReload(contextOf(request, db), request.params.id));
  registerEndpoint(app, contracts.listExpenseTypes, () => outcomeTypes(db));
  registerEndpoint(app, contracts.listCashTaquillas, (request) => cashTaquillas(db, scopeOf(request.principal)));
  registerEndpoint(app, contracts.transferMovement, (request) => transferMovement(contextOf(request, db), request.body));

  registerEndpoint(app, contracts.createCashRegister, (request) => register.createCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.getCashRegister, (request) => register.getCashRegister(contextOf(request, db), request.query.cash_register_id));
  registerEndpoint(app, contracts.listCashRegisterItems, (request) => listCashRegisterItems(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.updateCashRegister, (request) => register.updateCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.sendCashRegister, (request) => register.sendCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.recalculateCashRegister, (request) => register.recalculateCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.approveCashRegister, (request) => register.approveCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.resetCashRegister, (request) => register.resetCashRegister(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listCashRegisters, (request) =>
    listCashRegisters(contextOf(request, db), { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );

  registerEndpoint(app, contracts.cashRegisterDatatable, (request) =>
    listCashRegisters(contextOf(request, db), { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerEndpoint(app, contracts.cashRegisterSummary, (request) => cashRegisterSummary(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.cashRegisterSubrows, async (request) =>
    (await register.getCashRegister(contextOf(request, db), request.query.cash_register_id)).lines,
  );

  registerEndpoint(app, contracts.listTransactions, (request) =>
    listTransactions(contextOf(request, db), { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerEndpoint(app, contracts.transactionHistorySummary, (request) => transactionHistorySummary(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.handleIncome, (request) =>
    handleTransaction(contextOf(request, db), 'INGRESO', { ...request.body, id: request.body.income_id }),
  );
  registerEndpoint(app, contracts.handleExpense, (request) =>
    handleTransaction(contextOf(request, db), 'EGRESO', { ...request.body, id: request.body.expense_id }),
  );
  registerEndpoint(app, contracts.saveCashFund, (request) => saveCashFund(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.createReload, (request) => createReload(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.createGlobalReload, (request) => createGlobalReload(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listReloads, (request) =>
    listCashMovements(contextOf(request, db), 'RECARGA', { query: request.query, cachedCount: cachedCountOf(request, request.query) }),
  );
  registerEndpoint(app, contracts.listCashAudit, (request) =>
    listCashAudit(contextOf(request, db), request.query, cachedCountOf(request, request.query)),
  );
  registerEndpoint(app, contracts.listCashFunds, (request) =>
    listCashFunds(contextOf(request, db), request.query, cachedCountOf(request, request.query)),
  );
  registerEndpoint(app, contracts.cashResume, (request) => cashResume(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.cashPrizes, (request) => cashPrizes(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listFundsInForce, (request) => listFundsInForceOf(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listCashPrizeTickets, (request) =>
    listPrizeTickets(contextOf(request, db), request.query, cachedCountOf(request, request.query)),
  );
  registerEndpoint(app, contracts.getCashConfig, (request) => getCashConfig(contextOf(request, db), request.query.taquilla_id));
  registerEndpoint(app, contracts.saveCashConfig, (request) => saveCashConfig(contextOf(request, db), request.body));

  const evidence = await evidencePipeline(app, db);
  registerEndpoint(app, contracts.uploadCashEvidence, evidence.upload, EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(
    app,
    contracts.getCashEvidence,
    evidence.serve({
      canSee: async (request, id) => (await findMovement(db, scopeOf(request.principal), id)) !== null,
      imageOf: (id, imageId) => evidenceOf(db, id, imageId),
    }),
  );

  registerExport(app, contracts.exportIncomes, incomesExport);
  registerExport(app, contracts.exportOutcomes, outcomesExport);
  registerExport(app, contracts.exportCashRegisters, cashRegistersExport);
  registerExport(app, contracts.exportTransactions, transactionsExport);
  registerExport(app, contracts.exportReloads, reloadsExport);
  registerExport(app, contracts.exportCashResume, cashResumeExport);
  registerExport(app, contracts.exportCashPrizes, cashPrizesExport);
  registerExport(app, contracts.exportCashFunds, cashFundsExport);
  registerExport(app, contracts.exportCashAudit, cashAuditExport);
  registerExport(app, contracts.exportFundsInForce, fundsInForceExport);
  registerExport(app, contracts.exportCashPrizeTickets, prizeTicketsExport);
}
