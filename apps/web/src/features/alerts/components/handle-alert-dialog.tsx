import { ZHandleAlertRequest, type Alert, type HandleAlertRequest } from '@banca/contracts';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useHandleAlert, type AlertAction } from '../api/handle-alert';

const TEXT: Record<AlertAction, { title: string; submit: string; hint: string }> = {
  acknowledge: {
    title: 'Reconocer alerta',
    submit: 'Reconocer',
    hint: 'La alerta queda como reconocida: alguien la está atendiendo. Diga qué se hizo o se hará.',
  },
  dismiss: {
    title: 'Descartar alerta',
    submit: 'Descartar',
    hint: 'La alerta queda descartada: no era un problema. Diga por qué.',
  },
};

/** Acknowledges or dismisses one alert with a required note (audited on the server). */
export function HandleAlertDialog({
  alert,
  action,
  onClose,
}: {
  alert: Alert;
  action: AlertAction;
  onClose: () => void;
}) {
  const handle = useHandleAlert(action);
  const form = useForm<HandleAlertRequest>({
    resolver: contractResolver(ZHandleAlertRequest),
    defaultValues: { note: '' },
  });
  const text = TEXT[action];
  return (
    <FormDialog
      form={form}
      title={text.title}
      submitLabel={text.submit}
      submitColor={action === 'dismiss' ? 'warning' : 'primary'}
      onSubmit={(values) => handle.mutateAsync({ id: alert.id, note: values.note })}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {alert.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.hint}
      </Typography>
      <FormTextField control={form.control} name="note" label="Nota" multiline minRows={3} required />
    </FormDialog>
  );
}
