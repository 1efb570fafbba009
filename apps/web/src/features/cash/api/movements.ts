import {
  createIncome,
  createOutcome,
  deleteIncome,
  deleteOutcome,
  deleteReload,
  updateIncome,
  updateOutcome,
  updateReload,
  listExpenseTypes,
  listIncomes,
  listOutcomes,
  pathOf,
  ZCashMovement,
  ZCashMovementPage,
  ZExpenseType,
  type CashMovement,
  type CashMovementKind,
  type CashMovementPage,
  type CreateIncome,
  type CreateOutcome,
  type UpdateMovement,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { usePeriodListQuery, type ListQuery } from '@/components/data-table';
import type { DateRange } from '@/components/date-range-filter';
import { api } from '@/lib/http';
import { CASH_KEY, MOVEMENTS_KEY, useInvalidateCash } from './keys';

export type MovementKind = Exclude<CashMovementKind, 'RECARGA'>;
export const MOVEMENT_FILTERS = ['status', 'currency', 'partner_id'] as const;

const LIST = { INGRESO: listIncomes, EGRESO: listOutcomes } as const;

/** The incomes or outcomes of the period as a table; the period and filters live in the URL. */
export function useMovementList(kind: MovementKind, range: DateRange) {
  return usePeriodListQuery<CashMovement>(range, {
    queryKey: [...MOVEMENTS_KEY, kind],
    path: LIST[kind].path,
    parse: (body) => ZCashMovementPage.parse(body),
    filterKeys: MOVEMENT_FILTERS,
    defaultPerPage: 50,
  });
}

/** The whole answer of the last page (its totals besides the rows). */
export const movementReportOf = (list: ListQuery<CashMovement>) => list.query.data as CashMovementPage | undefined;

export function useCreateMovement(kind: MovementKind) {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (body: CreateIncome | CreateOutcome) =>
      ZCashMovement.parse(await api.post(kind === 'INGRESO' ? createIncome.path : createOutcome.path, body)),
    onSuccess: invalidate,
    meta: { successMessage: kind === 'INGRESO' ? 'Ingreso registrado.' : 'Egreso registrado.' },
  });
}

export function useAnnulMovement(kind: MovementKind) {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (id: number) =>
      ZCashMovement.parse(await api.delete(pathOf(kind === 'INGRESO' ? deleteIncome : deleteOutcome, { id }))),
    onSuccess: invalidate,
    meta: { successMessage: kind === 'INGRESO' ? 'Ingreso anulado.' : 'Egreso anulado.' },
  });
}

const UPDATE = { INGRESO: updateIncome, EGRESO: updateOutcome, RECARGA: updateReload } as const;
const CORRECTED = { INGRESO: 'Ingreso corregido.', EGRESO: 'Egreso corregido.', RECARGA: 'Recarga corregida.' } as const;

/** Corrects an income, outcome or reload while its register is open; its register is recalculated. */
export function useUpdateMovement(kind: CashMovementKind) {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UpdateMovement }) =>
      ZCashMovement.parse(await api.patch(pathOf(UPDATE[kind], { id }), change)),
    onSuccess: invalidate,
    meta: { successMessage: CORRECTED[kind] },
  });
}

/** Annuls a reload while the taquilla's register is open. */
export function useAnnulReload() {
  const invalidate = useInvalidateCash();
  return useMutation({
    mutationFn: async (id: number) => ZCashMovement.parse(await api.delete(pathOf(deleteReload, { id }))),
    onSuccess: invalidate,
    meta: { successMessage: 'Recarga anulada.' },
  });
}

/**
 * What a screen may offer on a movement, as the server decides it: never on what the product
 * wrote with a ticket (`written_by_system`); only while it still counts (pending, or approved in
 * a register not yet approved).
 */
/** Why a movement can no longer be corrected nor annulled, in a few words for its Acciones cell. */
export function fixedBecause(row: CashMovement): string {
  if (row.written_by_system) return 'Del sistema';
  if (row.status === 'ANULADO') return 'Anulado';
  if (row.status === 'RECHAZADO') return 'Rechazado';
  return 'Arqueo aprobado';
}

export function correctable(row: CashMovement): boolean {
  if (row.written_by_system) return false;
  if (row.status === 'PENDIENTE') return true;
  return row.status === 'APROBADO' && row.cash_register_status !== 'APPROVED';
}

/** The expense types a person may choose (the system's own, like the prize payout, are left out). */
export function useExpenseTypes() {
  return useQuery({
    queryKey: [...CASH_KEY, 'expense-types'],
    queryFn: async () => z.array(ZExpenseType).parse(await api.get(listExpenseTypes.path)),
    select: (types) => types.filter((type) => !type.system),
    staleTime: 5 * 60_000,
  });
}

