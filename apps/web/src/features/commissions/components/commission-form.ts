import {
  ZCommissionType,
  ZLimitAmount,
  ZParticipationType,
  zPercent,
  type CommissionEntry,
  type CommissionValues,
} from '@banca/contracts';
import { z } from 'zod';
import { orNull } from '@/features/registry-common';

const pick = (message: string) => z.number({ error: message }).int().positive({ error: message });

/** One commission as a form holds it: bet type 0 = every bet type, max amount '' = none. */
export const ZCommissionForm = z
  .object({
    product_id: pick('Elija un producto.'),
    draw_id: z.number().optional(),
    bet_type_id: z.number().int().min(0),
    commission_type: ZCommissionType,
    commission_pct: zPercent('La comisión'),
    participation_type: ZParticipationType,
    participation_pct: zPercent('La participación'),
    extra_pct: zPercent('El porcentaje extra'),
    max_amount: z.union([z.literal(''), ZLimitAmount]),
  })
  .refine((c) => c.participation_type !== 'NINGUNA' || Number(c.participation_pct) === 0, {
    error: 'Sin participación, el porcentaje de participación debe ser 0.',
    path: ['participation_pct'],
  });
export type CommissionForm = z.output<typeof ZCommissionForm>;

export const COMMISSION_FIELDS = [
  'product_id',
  'bet_type_id',
  'commission_pct',
  'participation_type',
  'participation_pct',
  'extra_pct',
  'max_amount',
];

export function formDefaults(entry: CommissionEntry | null): Partial<CommissionForm> {
  return {
    product_id: entry?.product.id,
    draw_id: 0,
    bet_type_id: entry?.bet_type?.id ?? 0,
    commission_type: entry?.commission_type ?? 'VENTA',
    commission_pct: entry?.commission_pct ?? '',
    participation_type: entry?.participation_type ?? 'NINGUNA',
    participation_pct: entry?.participation_pct ?? '0.00',
    extra_pct: entry?.extra_pct ?? '0.00',
    max_amount: entry?.max_amount ?? '',
  };
}

/** The form's values as the wire takes them. */
export function toValues(form: CommissionForm): CommissionValues {
  return {
    product_id: form.product_id,
    bet_type_id: orNull(form.bet_type_id),
    commission_type: form.commission_type,
    commission_pct: form.commission_pct,
    participation_type: form.participation_type,
    participation_pct: form.participation_pct,
    extra_pct: form.extra_pct,
    max_amount: form.max_amount || null,
  };
}

/** "12.50 %" */
export const percentText = (value: string | null) => (value === null ? '—' : `${value.replace('.', ',')} %`);
