import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PartnerPicker } from '@/features/registry-common';
import { FixedQuotasTable } from '../components/fixed-quotas-table';
import { PartnerQuotas } from '../components/partner-quotas';

/** Registry › Cupos: a partner's effective cupos (own or inherited), their edit and global save. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const partnerId = Number(params.get('asociado')) || null;
  const choose = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('asociado', String(id));
      else next.delete('asociado');
      return next;
    });
  return (
    <>
      <PageHeader
        title="Cupos"
        subtitle="Lo máximo que se puede vender de un número en un sorteo, por tipo de jugada. Se hereda hacia abajo."
      />
      <Box sx={{ mb: 3 }}>
        <PartnerPicker
          value={partnerId}
          onChange={(partner) => choose(partner?.id ?? null)}
          label="Asociado"
          id="quota-partner"
        />
      </Box>
      {partnerId ? (
        <PartnerQuotas partnerId={partnerId} />
      ) : (
        <Alert severity="info">Elija un asociado para ver y editar sus cupos.</Alert>
      )}
      <FixedQuotasTable />
    </>
  );
}
