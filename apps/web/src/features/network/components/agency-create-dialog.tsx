import { ZCreateAgencyRequest, type Currency } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form';
import { isApiError } from '@/lib/api-error';
import { useFathers } from '../api/list-partners';
import { useCreateAgency, type CreateAgencyValues } from '../api/save-agency';
import { AGENCY_STEPS, BetsStep, ConfirmStep, STEP_FIELDS, stepOfField } from './agency-steps';
import { GeneralFields, LocationFields } from './partner-fields';

const withoutBets = zodResolver(ZCreateAgencyRequest.omit({ bets: true }));
const withBets = zodResolver(ZCreateAgencyRequest.required({ bets: true }));
/** Bets settings are checked only when the agency has its own. */
const resolverFor = (ownBets: boolean) => (ownBets ? withBets : withoutBets) as unknown as Resolver<CreateAgencyValues>;
const EMPTY: CreateAgencyValues = {
  code: '',
  name: '',
  parent_id: '' as unknown as number,
  document_id: '',
  contact_name: '',
  state: '',
  municipality: '',
  address: '',
  phone: '',
  email: '',
};

/** Datos generales → ubicación y contacto → configuración de jugadas → confirmación. */
export function AgencyCreateDialog({
  open,
  onClose,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  currency: Currency;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [step, setStep] = useState(0);
  const [ownBets, setOwnBets] = useState(false);
  const fathers = useFathers('AGENCIA');
  const parents = fathers.data ?? [];
  const resolver: Resolver<CreateAgencyValues> = (values, context, options) =>
    resolverFor(ownBets)(values, context, options);
  const form = useForm<CreateAgencyValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const create = useCreateAgency();
  const last = step === AGENCY_STEPS.length - 1;

  const close = () => {
    form.reset(EMPTY);
    setStep(0);
    setOwnBets(false);
    create.reset();
    onClose();
  };
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step] as (keyof CreateAgencyValues)[])) setStep(step + 1);
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(ownBets ? values : { ...values, bets: undefined }, {
      onSuccess: close,
      onError: (error) => {
        if (!isApiError(error) || error.fields.length === 0) return;
        applyServerFieldErrors(error, form.setError, STEP_FIELDS.flat());
        setStep(stepOfField(error.fields[0]!.field));
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="agency-create-title"
    >
      <DialogTitle id="agency-create-title">Nueva agencia</DialogTitle>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={
            last
              ? submit
              : (event) => {
                  event.preventDefault();
                  void next();
                }
          }
        >
          <DialogContent dividers>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
              {AGENCY_STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {step === 0 && <GeneralFields parents={parents} parentLabel="Pertenece a (banca o distribuidor)" />}
            {step === 1 && <LocationFields />}
            {step === 2 && <BetsStep ownBets={ownBets} onOwnBets={setOwnBets} currency={currency} />}
            {step === 3 && <ConfirmStep parents={parents} ownBets={ownBets} currency={currency} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={create.isPending}>
              Cancelar
            </Button>
            {step > 0 && (
              <Button onClick={() => setStep(step - 1)} disabled={create.isPending}>
                Atrás
              </Button>
            )}
            <Button type="submit" variant="contained" loading={create.isPending}>
              {last ? 'Crear agencia' : 'Siguiente'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
