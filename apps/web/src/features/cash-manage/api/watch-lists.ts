import {
  cashPrizes,
  cashResume,
  listCashAudit,
  listCashFunds,
  listReloads,
  ZCashAuditEntry,
  ZCashMovementPage,
  ZCashPrizePage,
  ZCashResumePage,
  zPage,
  type CashAuditEntry,
  type CashMovement,
  type CashPrizeRow,
  type CashResumeRow,
} from '@banca/contracts';
import { useEndpointList, usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import type { ReportTotals } from '@/components/report-table';
import { CASH_KEY } from '@/features/cash';

/** The bank's cash watch lives under the cash key: a reload or an approval anywhere refreshes it. */
export const CASH_MANAGE_KEY = [...CASH_KEY, 'manage'] as const;

/** The server's totals per currency of a report list's last answer. */
export const totalsOf = <Row>(list: ListQuery<Row>) =>
  (list.query.data as { totals?: readonly ReportTotals[] } | undefined)?.totals;

export const useResumeList = (range: DateRange) =>
  usePeriodListQuery<CashResumeRow>(range, {
    queryKey: [...CASH_MANAGE_KEY, 'resume'],
    path: cashResume.path,
    parse: (body) => ZCashResumePage.parse(body),
    defaultPerPage: 50,
  });

export const usePrizeList = (range: DateRange) =>
  usePeriodListQuery<CashPrizeRow>(range, {
    queryKey: [...CASH_MANAGE_KEY, 'prizes'],
    path: cashPrizes.path,
    parse: (body) => ZCashPrizePage.parse(body),
    defaultPerPage: 50,
  });

export const useFundList = () =>
  useEndpointList(listCashFunds, {
    queryKey: [...CASH_MANAGE_KEY, 'funds'],
    filterKeys: ['partner_id'],
    defaultPerPage: 50,
  });

const ZAuditPage = zPage(ZCashAuditEntry);
export const useAuditList = (range: DateRange) =>
  usePeriodListQuery<CashAuditEntry>(range, {
    queryKey: [...CASH_MANAGE_KEY, 'audit'],
    path: listCashAudit.path,
    parse: (body) => ZAuditPage.parse(body),
    filterKeys: ['partner_id'],
    defaultPerPage: 50,
  });

export const useReloadList = (range: DateRange) =>
  usePeriodListQuery<CashMovement>(range, {
    queryKey: [...CASH_MANAGE_KEY, 'reloads'],
    path: listReloads.path,
    parse: (body) => ZCashMovementPage.parse(body),
    filterKeys: ['partner_id', 'currency', 'status'],
    defaultPerPage: 50,
  });
