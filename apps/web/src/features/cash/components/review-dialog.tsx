import { ZObservation } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { InfoDialog } from '@/components/info-dialog';
import { useApproveRegister, useRegister, useResetRegister } from '../api/registers';
import { RegisterPanel } from './register-panel';

const ZReset = z.object({ observation: ZObservation });
const AWAITING = new Set(['SENT', 'RECALCULATED']);

/** A superior reviews a register: its formula and movements; approves it or sends it back with an observation. */
export function ReviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const register = useRegister(id);
  const approve = useApproveRegister();
  const reset = useResetRegister();
  const [resetting, setResetting] = useState(false);
  const form = useForm<z.infer<typeof ZReset>>({ resolver: contractResolver(ZReset), defaultValues: { observation: '' } });
  const awaiting = register.data && AWAITING.has(register.data.status);
  return (
    <>
      <InfoDialog
        title="Revisar arqueo"
        onClose={onClose}
        maxWidth="lg"
        busy={approve.isPending}
        actions={
          awaiting && (
            <>
              <Button color="warning" onClick={() => setResetting(true)}>
                Devolver
              </Button>
              <Button variant="contained" onClick={() => approve.mutate({ cash_register_id: id }, { onSuccess: onClose })}>
                Aprobar
              </Button>
            </>
          )
        }
      >
        {register.data && <RegisterPanel register={register.data} />}
      </InfoDialog>
      {resetting && (
        <FormDialog
          form={form}
          title="Devolver arqueo a la taquilla"
          submitLabel="Devolver"
          submitColor="warning"
          onSubmit={async (values) => {
            await reset.mutateAsync({ cash_register_id: id, observation: values.observation });
            onClose();
          }}
          onClose={() => setResetting(false)}
        >
          <FormTextField control={form.control} name="observation" label="Observación" multiline minRows={2} />
        </FormDialog>
      )}
    </>
  );
}
