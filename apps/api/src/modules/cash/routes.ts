import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, noInput, queryOf, registerReportUseCase, registerUseCase } from '../../lib/use-case-endpoint';
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
/** The register a query names. */
const registerIdOf = (request: { query: { cash_register_id: number } }) => request.query.cash_register_id;

export async function cashRoutes(app: FastifyInstance) {
  const db = app.db;
  // Incomes and outcomes (egresos).
  registerUseCase(app, contracts.createIncome, createIncome, bodyOf);
  registerUseCase(app, contracts.listIncomes, listIncomes, listInputOf);
  registerUseCase(app, contracts.checkIncomeReference, checkIncomeReference, queryOf);
  registerUseCase(app, contracts.deleteIncome, deleteIncome, idOf);
  registerUseCase(app, contracts.createOutcome, createOutcome, bodyOf);
  registerUseCase(app, contracts.listOutcomes, listOutcomes, listInputOf);
  registerUseCase(app, contracts.deleteOutcome, deleteOutcome, idOf);
  registerEndpoint(app, contracts.updateIncome, (request) =>
    updateIncome(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, contracts.updateOutcome, (request) =>
    updateOutcome(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, contracts.updateReload, (request) =>
    updateReload(contextOf(request, db), request.params.id, request.body),
  );
  registerUseCase(app, contracts.deleteReload, deleteReload, idOf);
  registerUseCase(app, contracts.listExpenseTypes, listExpenseTypes, noInput);
  registerUseCase(app, contracts.listCashTaquillas, listCashTaquillas, noInput);
  registerUseCase(app, contracts.transferMovement, transferMovement, bodyOf);

  // Registers (arqueos).
  registerUseCase(app, contracts.createCashRegister, createCashRegister, bodyOf);
  registerUseCase(app, contracts.getCashRegister, getCashRegister, registerIdOf);
  registerUseCase(app, contracts.listCashRegisterItems, listCashRegisterItems, queryOf);
  registerUseCase(app, contracts.updateCashRegister, updateCashRegister, bodyOf);
  registerUseCase(app, contracts.sendCashRegister, sendCashRegister, bodyOf);
  registerUseCase(app, contracts.recalculateCashRegister, recalculateCashRegister, bodyOf);
  registerUseCase(app, contracts.approveCashRegister, approveCashRegister, bodyOf);
  registerUseCase(app, contracts.resetCashRegister, resetCashRegister, bodyOf);
  registerUseCase(app, contracts.listCashRegisters, listCashRegisters, listInputOf);
  // The spec's datatable is the registers' list under another path.
  registerUseCase(app, contracts.cashRegisterDatatable, listCashRegisters, listInputOf);
  registerUseCase(app, contracts.cashRegisterSummary, cashRegisterSummary, queryOf);
  registerUseCase(app, contracts.cashRegisterSubrows, cashRegisterSubrows, registerIdOf);

  // Transactions: incomes and outcomes waiting for a superior.
  registerUseCase(app, contracts.listTransactions, listTransactions, listInputOf);
  registerUseCase(app, contracts.transactionHistorySummary, transactionHistorySummary, queryOf);
  registerUseCase(app, contracts.handleIncome, handleIncome, bodyOf);
  registerUseCase(app, contracts.handleExpense, handleExpense, bodyOf);

  // Funds, reloads, the cash config and the watch lists.
  registerUseCase(app, contracts.saveCashFund, saveCashFund, bodyOf);
  registerUseCase(app, contracts.createReload, createReload, bodyOf);
  registerUseCase(app, contracts.createGlobalReload, createGlobalReload, bodyOf);
  registerUseCase(app, contracts.listReloads, listReloads, listInputOf);
  registerReportUseCase(app, contracts.listCashAudit, listCashAudit, listInputOf);
  registerUseCase(app, contracts.listCashFunds, listCashFunds, listInputOf);
  registerReportUseCase(app, contracts.cashResume, cashResume, queryOf);
  registerReportUseCase(app, contracts.cashPrizes, cashPrizes, queryOf);
  registerUseCase(app, contracts.listFundsInForce, listFundsInForce, queryOf);
  registerReportUseCase(app, contracts.listCashPrizeTickets, listCashPrizeTickets, listInputOf);
  registerUseCase(app, contracts.getCashConfig, getCashConfig, (request) => request.query.taquilla_id);
  registerUseCase(app, contracts.saveCashConfig, saveCashConfig, bodyOf);

  const evidence = await evidencePipeline(app, db);
  registerEndpoint(app, contracts.uploadCashEvidence, makeUploadCashEvidence({ evidence }), EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(app, contracts.getCashEvidence, makeGetCashEvidence({ db, evidence }));

  registerExport(app, contracts.exportIncomes, incomesExport);
  registerExport(app, contracts.exportOutcomes, outcomesExport);
  registerExport(app, contracts.exportCashRegisters, cashRegistersExport);
  registerExport(app, contracts.exportTransactions, transactionsExport);
  registerExport(app, contracts.exportReloads, reloadsExport);
  registerExport(app, contracts.exportCashResume, cashResumeExport, 'reports');
  registerExport(app, contracts.exportCashPrizes, cashPrizesExport, 'reports');
  registerExport(app, contracts.exportCashFunds, cashFundsExport);
  registerExport(app, contracts.exportCashAudit, cashAuditExport, 'reports');
  registerExport(app, contracts.exportFundsInForce, fundsInForceExport);
  registerExport(app, contracts.exportCashPrizeTickets, prizeTicketsExport, 'reports');
}
