import { PARTNER_KIND_LABELS, type PartnerKind } from '@banca/contracts';
import { statusOptions } from '@/components/status-chip';

export const kindLabel = (kind: PartnerKind) => PARTNER_KIND_LABELS[kind];

export const STATUS_OPTIONS = statusOptions('partner');

export const KIND_OPTIONS = (['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const).map((value) => ({
  value,
  label: PARTNER_KIND_LABELS[value],
}));

/** "ACE1 · Agencia Centro 1" */
export const partnerLabel = (partner: { code: string; name: string }) => `${partner.code} · ${partner.name}`;
