import {
  createDailyJackpotPayment,
  createWeeklyJackpotPayment,
  getCurrentDailyJackpot,
  getCurrentWeeklyJackpot,
  getDailyJackpotSummary,
  getWeeklyJackpotSummary,
  listDailyJackpots,
  listWeeklyJackpots,
  zPage,
  ZCurrentDailyPote,
  ZPote,
  ZPoteSummary,
  type CurrentDailyPote,
  type Pote,
  type PoteSummary,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/components/data-table';
import { api } from '@/lib/http';
import { POLLA_POTES_KEY, useInvalidatePolla } from './keys';

export type PoteKind = 'daily' | 'weekly';
const ENDPOINTS = {
  daily: {
    list: listDailyJackpots,
    summary: getDailyJackpotSummary,
    current: getCurrentDailyJackpot,
    payment: createDailyJackpotPayment,
  },
  weekly: {
    list: listWeeklyJackpots,
    summary: getWeeklyJackpotSummary,
    current: getCurrentWeeklyJackpot,
    payment: createWeeklyJackpotPayment,
  },
} as const;
const ZPotePage = zPage(ZPote);

/**
 * The potes of a type between two dates (filters in the URL), newest first. `ready` waits for the
 * pote in course, which opening the screen may create.
 */
export function usePoteList(kind: PoteKind, typeId: number | undefined, ready: boolean) {
  return useListQuery<Pote>({
    queryKey: [...POLLA_POTES_KEY, kind],
    path: ENDPOINTS[kind].list.path,
    method: 'POST',
    params: { polla_type: typeId ?? 0 },
    enabled: typeId !== undefined && ready,
    parse: (body) => ZPotePage.parse(body),
    filterKeys: ['start_date', 'end_date'],
    defaultPerPage: 50,
    defaultOrder: 'desc',
  });
}

/** The pote in course with its movements (the weekly one reads `monto_acu_abono` as the first accumulator). */
export function useCurrentPote(kind: PoteKind, typeId: number | undefined) {
  return useQuery({
    queryKey: [...POLLA_POTES_KEY, kind, 'current', typeId],
    queryFn: async (): Promise<CurrentDailyPote> => {
      type Loose = Omit<CurrentDailyPote, 'abonos'> & {
        abonos: (Record<string, unknown> & {
          monto_acu_abono?: string;
          abonado_primer?: string;
          abonado_segundo?: string;
        })[];
      };
      const body = (await api.post(ENDPOINTS[kind].current.path, { polla_type: typeId })) as Loose;
      return ZCurrentDailyPote.parse({
        ...body,
        abonos: body.abonos.map((m) => ({
          ...m,
          abonado_primer: m.abonado_primer ?? m.monto_acu_abono ?? '0',
          abonado_segundo: m.abonado_segundo ?? '0',
        })),
      });
    },
    enabled: typeId !== undefined,
  });
}

export function usePoteSummary(kind: PoteKind, typeId: number | undefined, from: string, to: string, ready: boolean) {
  return useQuery({
    queryKey: [...POLLA_POTES_KEY, kind, 'summary', typeId, from, to],
    queryFn: async (): Promise<PoteSummary> =>
      ZPoteSummary.parse(
        await api.post(ENDPOINTS[kind].summary.path, { polla_type: typeId, fecha_inicio: from, fecha_cierre: to }),
      ),
    enabled: typeId !== undefined && ready && Boolean(from && to),
  });
}

/** A manual INGRESO or EGRESO, in the original product's names and major units (exact decimals). */
export interface PotePayment {
  poteId: number;
  tipo: 'INGRESO' | 'EGRESO';
  /** Decimal strings of major units ("12.50"). */
  first: string;
  second: string;
}

const bodyOf = (kind: PoteKind, p: PotePayment) =>
  kind === 'daily'
    ? { pote_diario_id: p.poteId, tipo: p.tipo, primer_acu_abono: Number(p.first), segundo_acu_abono: Number(p.second) }
    : { pote_semanal_id: p.poteId, tipo: p.tipo, monto_acu_abono: Number(p.first) };

export function usePayPote(kind: PoteKind) {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: (payment: PotePayment) => api.post(ENDPOINTS[kind].payment.path, bodyOf(kind, payment)),
    onSuccess: invalidate,
    meta: { successMessage: 'Abono registrado.' },
  });
}
