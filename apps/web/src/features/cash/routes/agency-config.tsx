import type { Currency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-error';
import { useCashConfig } from '../api/config';
import { useCashTaquillas } from '../api/taquillas';
import { ConfigForm } from '../components/config-form';

/** Gestión de caja › Configuración: per taquilla, what its cash accepts, what needs approval, and its fund. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const taquillaId = params.get('taquilla_id') ? Number(params.get('taquilla_id')) : null;
  const taquillas = useCashTaquillas();
  const config = useCashConfig(taquillaId);
  const currency = (useCurrentUser()?.currency ?? 'BS') as Currency;
  return (
    <>
      <PageHeader title="Configuración de caja" subtitle="Por taquilla: métodos y monedas que acepta, tipos de egreso, montos que requieren aprobación y fondo de caja." />
      <TextField
        select
        label="Taquilla"
        value={taquillaId ?? ''}
        onChange={(event) => setParams({ taquilla_id: String(event.target.value) })}
        sx={{ minWidth: 260, mb: 2 }}
      >
        {(taquillas.data ?? []).map((taquilla) => (
          <MenuItem key={taquilla.id} value={taquilla.id}>
            {taquilla.name}
          </MenuItem>
        ))}
      </TextField>
      {taquillaId === null && <Alert severity="info">Elija una taquilla para ver y cambiar su configuración.</Alert>}
      {config.isError && <Alert severity="error">{errorMessage(config.error)}</Alert>}
      {config.isLoading && <CircularProgress aria-label="Cargando configuración" />}
      {config.data && <ConfigForm key={config.data.taquilla_id} config={config.data} currency={currency} />}
    </>
  );
}
