import {
  dailyPotEndpoints,
  weeklyPotEndpoints,
  zPage,
  ZCurrentDailyPot,
  ZPot,
  ZPotSummary,
  type CurrentDailyPot,
  type Pot,
  type PotSummary,
} from '@banca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/components/data-table';
import { api } from '@/lib/http';
import { POLLA_POTS_KEY, useInvalidatePolla } from './keys';

export type PotKind = 'daily' | 'weekly';
const ENDPOINTS = { daily: dailyPotEndpoints, weekly: weeklyPotEndpoints } as const;
const ZPotPage = zPage(ZPot);

/**
 * The pots of a type between two dates (filters in the URL), newest first. `ready` waits for the
 * pot in course, which opening the screen may create.
 */
export function usePotList(kind: PotKind, typeId: number | undefined, ready: boolean) {
  return useListQuery<Pot>({
    queryKey: [...POLLA_POTS_KEY, kind],
    path: ENDPOINTS[kind].list.path,
    method: 'POST',
    params: { polla_type: typeId ?? 0 },
    enabled: typeId !== undefined && ready,
    parse: (body) => ZPotPage.parse(body),
    filterKeys: ['start_date', 'end_date'],
    defaultPerPage: 50,
    defaultOrder: 'desc',
  });
}

/** The pot in course with its movements (the weekly one reads `monto_acu_abono` as the first accumulator). */
export function useCurrentPot(kind: PotKind, typeId: number | undefined) {
  return useQuery({
    queryKey: [...POLLA_POTS_KEY, kind, 'current', typeId],
    queryFn: async (): Promise<CurrentDailyPot> => {
      type Loose = Omit<CurrentDailyPot, 'abonos'> & {
        abonos: (Record<string, unknown> & {
          monto_acu_abono?: string;
          abonado_primer?: string;
          abonado_segundo?: string;
        })[];
      };
      const body = (await api.post(ENDPOINTS[kind].current.path, { polla_type: typeId })) as Loose;
      return ZCurrentDailyPot.parse({
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

export function usePotSummary(kind: PotKind, typeId: number | undefined, from: string, to: string, ready: boolean) {
  return useQuery({
    queryKey: [...POLLA_POTS_KEY, kind, 'summary', typeId, from, to],
    queryFn: async (): Promise<PotSummary> =>
      ZPotSummary.parse(
        await api.post(ENDPOINTS[kind].summary.path, { polla_type: typeId, fecha_inicio: from, fecha_cierre: to }),
      ),
    enabled: typeId !== undefined && ready && Boolean(from && to),
  });
}

/** A manual INGRESO or EGRESO, in the original product's names and major units (exact decimals). */
export interface PotPayment {
  potId: number;
  tipo: 'INGRESO' | 'EGRESO';
  /** Decimal strings of major units ("12.50"). */
  first: string;
  second: string;
}

const bodyOf = (kind: PotKind, p: PotPayment) =>
  kind === 'daily'
    ? { pote_diario_id: p.potId, tipo: p.tipo, primer_acu_abono: Number(p.first), segundo_acu_abono: Number(p.second) }
    : { pote_semanal_id: p.potId, tipo: p.tipo, monto_acu_abono: Number(p.first) };

export function usePayPot(kind: PotKind) {
  const invalidate = useInvalidatePolla();
  return useMutation({
    mutationFn: (payment: PotPayment) => api.post(ENDPOINTS[kind].payment.path, bodyOf(kind, payment)),
    onSuccess: invalidate,
    meta: { successMessage: 'Abono registrado.' },
  });
}
