import { CASH_REGISTER_EDITABLE } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-error';
import { useOpenRegister } from '../api/registers';
import { useCashTaquillas } from '../api/taquillas';
import { CountForm } from '../components/count-form';
import { RegisterPanel } from '../components/register-panel';


/** Taquilla › Arqueo de caja: the day's register, counted and sent to the agency. */
export function Component() {
  const user = useCurrentUser();
  const atTaquilla = user?.partner.kind === 'TAQUILLA';
  const taquillas = useCashTaquillas(user !== null && !atTaquilla);
  const [taquillaId, setTaquillaId] = useState<number | null>(null);
  const open = useOpenRegister(atTaquilla ? null : taquillaId, atTaquilla || taquillaId !== null);
  const register = open.data;
  return (
    <>
      <PageHeader
        title="Arqueo de caja"
        subtitle="Lo que la caja debe tener por método de pago según sus movimientos, lo contado y la diferencia."
      />
      {!atTaquilla && (
        <TextField
          select
          label="Taquilla"
          value={taquillaId ?? ''}
          onChange={(event) => setTaquillaId(Number(event.target.value))}
          sx={{ minWidth: 260, mb: 2 }}
        >
          {(taquillas.data ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {open.isError && <Alert severity="error">{errorMessage(open.error)}</Alert>}
      {open.isLoading && <CircularProgress aria-label="Cargando arqueo" />}
      {register && (
        <RegisterPanel register={register} body={CASH_REGISTER_EDITABLE.includes(register.status) ? <CountForm register={register} /> : undefined} />
      )}
    </>
  );
}
