import { PARTNER_KIND_LABELS, PARTNER_STATUS_LABELS, type PartnerKind, type PartnerStatus } from '@banca/contracts';
import Chip from '@mui/material/Chip';

const STATUS_COLOR = { ACTIVE: 'success', INACTIVE: 'default', SUSPENDED: 'warning' } as const;

export function StatusChip({ status }: { status: PartnerStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={PARTNER_STATUS_LABELS[status]} />;
}

export const kindLabel = (kind: PartnerKind) => PARTNER_KIND_LABELS[kind];

export const STATUS_OPTIONS = (Object.keys(PARTNER_STATUS_LABELS) as PartnerStatus[]).map((value) => ({
  value,
  label: PARTNER_STATUS_LABELS[value],
}));

export const KIND_OPTIONS = (['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const).map((value) => ({
  value,
  label: PARTNER_KIND_LABELS[value],
}));

/** "ACE1 · Agencia Centro 1" */
export const partnerLabel = (partner: { code: string; name: string }) => `${partner.code} · ${partner.name}`;
