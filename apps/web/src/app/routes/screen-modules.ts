import type { ComponentType } from 'react';

/** A lazily loaded route module, in React Router's `lazy` shape. */
export interface RouteModule {
  readonly Component: ComponentType;
}

/**
 * The built screens, by route path (a tab's path for tabbed screens): each one a lazy import,
 * so that its code loads only when it is opened. A screen with `enabled: true` in screens.ts
 * and no module here still shows the "not available yet" page.
 */
export const SCREEN_MODULES: Partial<Record<string, () => Promise<RouteModule>>> = {
  '/admin/dashboards/sales': () => import('@/features/dashboards/sales-screen'),
  '/admin/dashboards/analytical': () => import('@/features/dashboards/analytical-screen'),
  '/admin/registry/products/general': () => import('@/features/catalogue/screen'),
  '/admin/registry/banking/config': () => import('@/features/network/banking-screen'),
  '/admin/registry/affiliates/general': () => import('@/features/network/affiliates-screen'),
  '/admin/registry/agencies/general': () => import('@/features/network/agencies-screen'),
  '/admin/registry/agencies/bets': () => import('@/features/network/agency-bets-screen'),
  '/admin/registry/ticket-office/general': () => import('@/features/network/ticket-offices-screen'),
  '/admin/registry/banking/top-quota': () => import('@/features/quotas/top-quota-screen'),
  '/admin/registry/quotas': () => import('@/features/quotas/screen'),
  '/admin/registry/commissions': () => import('@/features/commissions/screen'),
  '/admin/registry/users/general': () => import('@/features/users/screen'),
  '/admin/tools/logs-reports': () => import('@/features/logs/screen'),
  '/admin/tools/block-number': () => import('@/features/draw-controls/block-number-screen'),
  '/admin/tools/suspend-raffle': () => import('@/features/draw-controls/suspend-raffle-screen'),
  '/admin/administrative/balance-report/ticketConsult': () => import('@/features/ticket-consult/screen'),
  '/admin/administrative/balance-report/general-sales': () => import('@/features/general-report/screen'),
  '/admin/administrative/balance-report/external-reports': () => import('@/features/external-reports/screen'),
  '/admin/administrative/balance-report/betsDailyReports': () => import('@/features/bet-reports/screen'),
  '/admin/administrative/balance-report/results': () => import('@/features/results/screen'),
  '/admin/administrative/balance-report/grossSales': () => import('@/features/sales-reports/gross-sales-screen'),
  '/admin/administrative/balance-report/daily-sales': () => import('@/features/sales-reports/daily-sales-screen'),
  '/admin/administrative/balance-report/salesOnline': () => import('@/features/sales-reports/sales-online-screen'),
  '/admin/administrative/balance-report/detailed-prize': () => import('@/features/prize-reports/detailed-prize-screen'),
  '/admin/administrative/balance-report/identified-winners': () => import('@/features/prize-reports/identified-winners-screen'),
  '/account/two-factor': () => import('@/features/two-factor/screen'),
  '/admin/tools/jobs': () => import('@/features/jobs/screen'),
  '/admin/tools/risk-thresholds': () => import('@/features/risk-thresholds/screen'),
  '/admin/tools/lay-off': () => import('@/features/risk-thresholds/lay-off-screen'),
  '/admin/tools/alerts': () => import('@/features/alerts/screen'),
  '/admin/tools/risk-board': () => import('@/features/risk-thresholds/risk-board-screen'),
  '/admin/tools/day-digests': () => import('@/features/integrity/day-digests-screen'),
  '/admin/tools/draw-seals': () => import('@/features/draw-seals/draw-seals-screen'),
  '/admin/tools/draw-seal': () => import('@/features/draw-seals/draw-seal-screen'),
  '/admin/tools/regulator-report': () => import('@/features/regulator-report/regulator-report-screen'),
  '/admin/tools/updates': () => import('@/features/software/screen'),
  '/admin/tools/award-raffle': () => import('@/features/awarding/screen'),
  '/ticket-office/sell': () => import('@/features/sell/screen'),
  '/admin/administrative/transactions/pending': () => import('@/features/cash/transactions-pending-screen'),
  '/admin/administrative/transactions/history': () => import('@/features/cash/transactions-history-screen'),
  '/admin/cash-management/incomes': () => import('@/features/cash/agency-incomes-screen'),
  '/admin/cash-management/outcomes': () => import('@/features/cash/agency-outcomes-screen'),
  '/admin/cash-management/config': () => import('@/features/cash/agency-config-screen'),
  '/ticket-office/incomes': () => import('@/features/cash/incomes-screen'),
  '/ticket-office/outcomes': () => import('@/features/cash/outcomes-screen'),
  '/ticket-office/cash-register': () => import('@/features/cash/cash-register-screen'),
  '/admin/cash-management/cash-register': () => import('@/features/cash/agency-registers-screen'),
  '/admin/administrative/cash-manage/resume': () => import('@/features/cash-manage/resume-screen'),
  '/admin/administrative/cash-manage/cash-registers': () => import('@/features/cash-manage/cash-registers-screen'),
  '/admin/administrative/cash-manage/funds': () => import('@/features/cash-manage/funds-screen'),
  '/admin/administrative/cash-manage/prizes': () => import('@/features/cash-manage/prizes-screen'),
  '/admin/administrative/cash-manage/reloads': () => import('@/features/cash-manage/reloads-screen'),
  '/admin/administrative/cash-manage/audit': () => import('@/features/cash-manage/audit-screen'),
  '/ticket-office/polla': () => import('@/features/polla/tickets-screen'),
  '/ticket-office/results': () => import('@/features/polla/results-screen'),
  '/ticket-office/prizes': () => import('@/features/polla/prizes-screen'),
  '/admin/game-management/polla/daily-jackpots': () => import('@/features/polla/daily-jackpots-screen'),
  '/admin/game-management/polla/weekly-jackpots': () => import('@/features/polla/weekly-jackpots-screen'),
  '/admin/administrative/accounting-entries/accountBalance': () =>
    import('@/features/accounting-entries/account-balance-screen'),
  '/admin/administrative/accounting-entries/paymentRecord': () =>
    import('@/features/accounting-entries/payment-record-screen'),
  '/admin/administrative/accounting-entries/accountEntries': () =>
    import('@/features/accounting-entries/account-entries-screen'),
  '/admin/administrative/accounting-entries/movementReports': () =>
    import('@/features/accounting-entries/movement-reports-screen'),
  '/admin/administrative/payment-methods': () => import('@/features/payment-methods/payment-methods-screen'),
  '/admin/administrative/accounts': () => import('@/features/accounts/accounts-screen'),
  '/admin/administrative/rate': () => import('@/features/rates/rate-screen'),
};
