import type { PartnerKind } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PartnerPicker } from './partner-picker';

/** The search param holding the chosen partner, so that a link opens the same partner's sheet. */
const PARTNER_PARAM = 'asociado';

function useChosenPartner() {
  const [params, setParams] = useSearchParams();
  const partnerId = Number(params.get(PARTNER_PARAM)) || null;
  const choose = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(PARTNER_PARAM, String(id));
      else next.delete(PARTNER_PARAM);
      return next;
    });
  return [partnerId, choose] as const;
}

/**
 * A registry screen of a setting held per partner (cupos, commissions): its heading, a partner
 * picker kept in the URL (`?asociado=<id>`), that partner's sheet (or `prompt` until one is
 * chosen), then `children` (what is fixed across the network).
 */
export function PartnerSettingsScreen({
  title,
  subtitle,
  pickerId,
  kinds,
  prompt,
  sheet,
  children,
}: {
  title: string;
  subtitle: string;
  /** The picker's element id. */
  pickerId: string;
  /** The partner kinds the picker offers; every kind unless told. */
  kinds?: readonly PartnerKind[];
  /** What shows while no partner is chosen. */
  prompt: string;
  /** The chosen partner's sheet. */
  sheet: (partnerId: number) => ReactNode;
  children?: ReactNode;
}) {
  const [partnerId, choose] = useChosenPartner();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Box sx={{ mb: 3 }}>
        <PartnerPicker
          value={partnerId}
          onChange={(partner) => choose(partner?.id ?? null)}
          kinds={kinds}
          id={pickerId}
        />
      </Box>
      {partnerId ? sheet(partnerId) : <Alert severity="info">{prompt}</Alert>}
      {children}
    </>
  );
}
