import {
  approveCashRegister,
  createCashRegister,
  getCashRegister,
  listCashRegisterItems,
  listCashRegisters,
  resetCashRegister,
  sendCashRegister,
  updateCashRegister,
  ZCashRegister,
  ZCashRegisterItemPage,
  ZCashRegisterPage,
  type CashRegister,
  type CashRegisterPage,
  type EndpointContract,
} from '@banca/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { api } from '@/lib/http';
import { REGISTERS_KEY, useInvalidateCash } from './keys';

/**
 * The taquilla's open register (today's, opened on first visit) with its figures: the caller's
 * own taquilla, or the one an agency's user chose (`taquillaId`; nothing is asked until then).
 */
export function useOpenRegister(taquillaId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...REGISTERS_KEY, 'open', taquillaId],
    queryFn: async () =>
      ZCashRegister.parse(await api.post(createCashRegister.path, taquillaId === null ? {} : { taquilla_id: taquillaId })),
    enabled,
  });
}

export function useRegister(id: number | null) {
  return useQuery({
    queryKey: [...REGISTERS_KEY, 'one', id],
    queryFn: async () => ZCashRegister.parse(await api.get(getCashRegister.path, { query: { cash_register_id: id! } })),
    enabled: id !== null,
  });
}

/** A page of the movements the register counts, signed as its formula adds it, with the register's totals. */
export function useRegisterItems(id: number | null, page: number, perPage: number) {
  return useQuery({
    queryKey: [...REGISTERS_KEY, 'items', id, page, perPage],
    queryFn: async () =>
      ZCashRegisterItemPage.parse(
        await api.get(listCashRegisterItems.path, { query: { cash_register_id: id!, page, per_page: perPage } }),
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export const REGISTER_FILTERS = ['status', 'currency', 'partner_id'] as const;

/** The registers of the caller's taquillas in the period; filters in the URL. */
export function useRegisterList(range: DateRange) {
  return usePeriodListQuery<CashRegister>(range, {
    queryKey: [...REGISTERS_KEY, 'list'],
    path: listCashRegisters.path,
    parse: (body) => ZCashRegisterPage.parse(body),
    filterKeys: REGISTER_FILTERS,
    defaultPerPage: 50,
  });
}

export const registerReportOf = (list: ListQuery<CashRegister>) => list.query.data as CashRegisterPage | undefined;

function useRegisterStep<B extends { cash_register_id: number }>(contract: EndpointContract, successMessage: string) {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (body: B) => ZCashRegister.parse(await api.post(contract.path, body)),
    onSuccess: invalidate,
    meta: { successMessage },
  });
}

export const useSaveCounts = () =>
  useRegisterStep<{ cash_register_id: number; counts: { payment_method: string; counted: string }[] }>(updateCashRegister, 'Conteo guardado.');
export const useSendRegister = () => useRegisterStep<{ cash_register_id: number }>(sendCashRegister, 'Arqueo enviado a la agencia.');
export const useApproveRegister = () => useRegisterStep<{ cash_register_id: number }>(approveCashRegister, 'Arqueo aprobado.');
export const useResetRegister = () =>
  useRegisterStep<{ cash_register_id: number; observation: string }>(resetCashRegister, 'Arqueo devuelto a la taquilla.');
