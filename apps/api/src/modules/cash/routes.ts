import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { EVIDENCE_UPLOAD_OPTIONS, evidencePipeline } from '../../lib/evidence';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { cashRegistersExport, incomesExport, outcomesExport, reloadsExport, transactionsExport } from './cash-exports';
import { getCashConfig } from './config/get-cash-config';
import { saveCashConfig } from './config/save-cash-config';
import { makeGetCashEvidence } from './evidence/get-cash-evidence';
import { makeUploadCashEvidence } from './evidence/upload-cash-evidence';
import { fundsInForceExport, prizeTicketsExport } from './fund-prize-exports';
import { listCashFunds } from './funds/list-cash-funds';
import { listFundsInForce } from './funds/list-funds-in-force';
import { saveCashFund } from './funds/save-cash-fund';
import { checkIncomeReference } from './movements/check-income-reference';
import { createIncome } from './movements/create-income';
import { createOutcome } from './movements/create-outcome';
import { deleteIncome } from './movements/delete-income';
import { deleteOutcome } from './movements/delete-outcome';
import { listExpenseTypes } from './movements/list-expense-types';
import { listIncomes } from './movements/list-incomes';
import { listOutcomes } from './movements/list-outcomes';
import { transferMovement } from './movements/transfer-movement';
import { updateIncome } from './movements/update-income';
import { updateOutcome } from './movements/update-outcome';
import { approveCashRegister } from './registers/approve-cash-register';
import { cashRegisterSubrows } from './registers/cash-register-subrows';
import { cashRegisterSummary } from './registers/cash-register-summary';
import { createCashRegister } from './registers/create-cash-register';
import { getCashRegister } from './registers/get-cash-register';
import { listCashRegisterItems } from './registers/list-cash-register-items';
import { listCashRegisters } from './registers/list-cash-registers';
import { recalculateCashRegister } from './registers/recalculate-cash-register';
import { resetCashRegister } from './registers/reset-cash-register';
import { sendCashRegister } from './registers/send-cash-register';
import { updateCashRegister } from './registers/update-cash-register';
import { createGlobalReload } from './reloads/create-global-reload';
import { createReload } from './reloads/create-reload';
import { deleteReload } from './reloads/delete-reload';
import { listReloads } from './reloads/list-reloads';
import { updateReload } from './reloads/update-reload';
import { handleExpense } from './transactions/handle-expense';
import { handleIncome } from './transactions/handle-income';
import { listTransactions } from './transactions/list-transactions';
import { transactionHistorySummary } from './transactions/transaction-history-summary';
import { cashPrizes } from './watch/cash-prizes';
import { cashResume } from './watch/cash-resume';
import { listCashAudit } from './watch/list-cash-audit';
import { listCashPrizeTickets } from './watch/list-cash-prize-tickets';
import { listCashTaquillas } from './watch/list-cash-taquillas';
import { cashAuditExport, cashFundsExport, cashPrizesExport, cashResumeExport } from './watch-exports';

/**
 * /api/v2/cash/…, the ticket office's and the admin's cash registers, and transactions (ADR 045).
 * Each contract's use case is in the file of its name, in the folder of its resource.
 */
export async function cashRoutes(app: FastifyInstance) {
  const db = app.db;
  // Incomes and outcomes (egresos).
  registerEndpoint(app, contracts.createIncome, (request) => createIncome(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listIncomes, (request) => listIncomes(contextOf(request, db), listInputOf(request)));
  registerEndpoint(app, contracts.checkIncomeReference, (request) =>
    checkIncomeReference(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.deleteIncome, (request) => deleteIncome(contextOf(request, db), request.params.id));
  registerEndpoint(app, contracts.createOutcome, (request) => createOutcome(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.listOutcomes, (request) =>
    listOutcomes(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.deleteOutcome, (request) => deleteOutcome(contextOf(request, db), request.params.id));
  registerEndpoint(app, contracts.updateIncome, (request) =>
    updateIncome(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, contracts.updateOutcome, (request) =>
    updateOutcome(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, contracts.updateReload, (request) =>
    updateReload(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, contracts.deleteReload, (request) => deleteReload(contextOf(request, db), request.params.id));
  registerEndpoint(app, contracts.listExpenseTypes, (request) => listExpenseTypes(contextOf(request, db)));
  registerEndpoint(app, contracts.listCashTaquillas, (request) => listCashTaquillas(contextOf(request, db)));
  registerEndpoint(app, contracts.transferMovement, (request) =>
    transferMovement(contextOf(request, db), request.body),
  );

  // Registers (arqueos).
  registerEndpoint(app, contracts.createCashRegister, (request) =>
    createCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.getCashRegister, (request) =>
    getCashRegister(contextOf(request, db), request.query.cash_register_id),
  );
  registerEndpoint(app, contracts.listCashRegisterItems, (request) =>
    listCashRegisterItems(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.updateCashRegister, (request) =>
    updateCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.sendCashRegister, (request) =>
    sendCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.recalculateCashRegister, (request) =>
    recalculateCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.approveCashRegister, (request) =>
    approveCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.resetCashRegister, (request) =>
    resetCashRegister(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.listCashRegisters, (request) =>
    listCashRegisters(contextOf(request, db), listInputOf(request)),
  );
  // The spec's datatable is the registers' list under another path.
  registerEndpoint(app, contracts.cashRegisterDatatable, (request) =>
    listCashRegisters(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.cashRegisterSummary, (request) =>
    cashRegisterSummary(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.cashRegisterSubrows, (request) =>
    cashRegisterSubrows(contextOf(request, db), request.query.cash_register_id),
  );

  // Transactions: incomes and outcomes waiting for a superior.
  registerEndpoint(app, contracts.listTransactions, (request) =>
    listTransactions(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.transactionHistorySummary, (request) =>
    transactionHistorySummary(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.handleIncome, (request) => handleIncome(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.handleExpense, (request) => handleExpense(contextOf(request, db), request.body));

  // Funds, reloads, the cash config and the watch lists.
  registerEndpoint(app, contracts.saveCashFund, (request) => saveCashFund(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.createReload, (request) => createReload(contextOf(request, db), request.body));
  registerEndpoint(app, contracts.createGlobalReload, (request) =>
    createGlobalReload(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.listReloads, (request) => listReloads(contextOf(request, db), listInputOf(request)));
  registerEndpoint(app, contracts.listCashAudit, (request) =>
    listCashAudit(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.listCashFunds, (request) =>
    listCashFunds(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.cashResume, (request) => cashResume(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.cashPrizes, (request) => cashPrizes(contextOf(request, db), request.query));
  registerEndpoint(app, contracts.listFundsInForce, (request) =>
    listFundsInForce(contextOf(request, db), request.query),
  );
  registerEndpoint(app, contracts.listCashPrizeTickets, (request) =>
    listCashPrizeTickets(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, contracts.getCashConfig, (request) =>
    getCashConfig(contextOf(request, db), request.query.taquilla_id),
  );
  registerEndpoint(app, contracts.saveCashConfig, (request) => saveCashConfig(contextOf(request, db), request.body));

  const evidence = await evidencePipeline(app, db);
  registerEndpoint(app, contracts.uploadCashEvidence, makeUploadCashEvidence({ evidence }), EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(app, contracts.getCashEvidence, makeGetCashEvidence({ db, evidence }));

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
