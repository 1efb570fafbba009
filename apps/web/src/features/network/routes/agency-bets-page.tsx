import type { AgencyBetsConfig } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useBetsConfigList } from '../api/bets-configs';
import { BetsConfigDialog } from '../components/bets-config-dialog';
import { BetsTable } from '../components/bets-table';

/** /admin/registry/agencies/bets: bets settings per agency, one at a time or all at once. */
export function AgencyBetsPage() {
  const list = useBetsConfigList();
  const [editing, setEditing] = useState<{ row: AgencyBetsConfig; global: boolean } | null>(null);
  const first = list.rows[0];
  return (
    <section aria-label="Configuración de jugadas">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" disabled={!first} onClick={() => first && setEditing({ row: first, global: true })}>
          Aplicar a todas las agencias
        </Button>
      </Box>
      <BetsTable list={list} onEdit={(row) => setEditing({ row, global: false })} />
      {editing && (
        <BetsConfigDialog
          initial={editing.row}
          {...(editing.global ? {} : { agencyId: editing.row.agency_id })}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

export const Component = AgencyBetsPage;
