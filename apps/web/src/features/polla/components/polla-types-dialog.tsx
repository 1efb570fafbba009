import type { PollaType } from '@banca/contracts';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { InfoDialog } from '@/components/info-dialog';
import { formatMoney, formatPercent } from '@/lib/format';
import { usePollaTypes } from '../api/polla-types';
import { PollaTypeForm } from './polla-type-form';

/** The banca's polla types, to create and change. */
export function PollaTypesDialog({ onClose }: { onClose: () => void }) {
  const types = usePollaTypes();
  const [editing, setEditing] = useState<PollaType | null | 'new'>(null);
  return (
    <>
      <InfoDialog
        title="Tipos de polla"
        onClose={onClose}
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            Nuevo tipo
          </Button>
        }
      >
        <Table size="small" aria-label="Tipos de polla">
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Sorteos</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell>Potes (1.º / 2.º / semanal)</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(types.data ?? []).map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.draws.map((d) => d.time).join(', ')}</TableCell>
                <TableCell align="right">{formatMoney(t.price, t.currency)}</TableCell>
                <TableCell>{[t.daily_first_percent, t.daily_second_percent, t.weekly_percent].map(formatPercent).join(' / ')}</TableCell>
                <TableCell>{t.status === 'ACTIVE' ? 'Activo' : 'Inactivo'}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(t)} aria-label={`Editar ${t.name}`}>
                    Editar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </InfoDialog>
      {editing && <PollaTypeForm type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
