import { handleExpense, handleIncome, listTransactions, ZCashMovement, type CashMovement } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEndpointList } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { api } from '@/lib/http';
import { CASH_KEY, useInvalidateCash } from './keys';

export type TransactionTab = 'pending' | 'history';

/** Movements waiting for a superior (every date), or those handled in the period (history). */
export function useTransactionList(tab: TransactionTab, range: DateRange) {
  const params = useMemo(
    () => (tab === 'pending' ? { tab } : { tab, from_date: range.from, to_date: range.to }),
    [tab, range.from, range.to],
  );
  return useEndpointList(listTransactions, {
    queryKey: [...CASH_KEY, 'transactions', tab],
    filterKeys: [],
    params,
    defaultPerPage: 50,
  });
}

/** Approves or rejects (with an observation) a pending income or outcome. */
export function useHandleTransaction() {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (input: { movement: CashMovement; action: 'APPROVE' | 'REJECT'; observation?: string }) => {
      const { movement, action, observation } = input;
      const body = { action, ...(observation ? { observation } : {}) };
      const answer =
        movement.kind === 'INGRESO'
          ? await api.post(handleIncome.path, { income_id: movement.id, ...body })
          : await api.post(handleExpense.path, { expense_id: movement.id, ...body });
      return ZCashMovement.parse(answer);
    },
    onSuccess: invalidate,
    meta: { successMessage: 'Transacción atendida.' },
  });
}
