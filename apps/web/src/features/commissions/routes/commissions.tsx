import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PartnerPicker } from '@/features/registry-common';
import { CommissionsListTable } from '../components/commissions-list-table';
import { PartnerCommissions } from '../components/partner-commissions';

/** Registry › Comisiones: a partner's commission sheet, its edit, and the global save. */
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
        title="Comisiones"
        subtitle="Porcentaje de las ventas por producto; participación sobre la utilidad; extra y máximo."
      />
      <Box sx={{ mb: 3 }}>
        <PartnerPicker
          value={partnerId}
          onChange={(partner) => choose(partner?.id ?? null)}
          kinds={['DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA']}
          id="commission-partner"
        />
      </Box>
      {partnerId ? (
        <PartnerCommissions partnerId={partnerId} />
      ) : (
        <Alert severity="info">Elija un asociado para ver y editar sus comisiones.</Alert>
      )}
      <CommissionsListTable />
    </>
  );
}
