import { ZCreateAgencyRequest, type Currency } from '@banca/contracts';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { contractResolver, FormDialog } from '@/components/form';
import { isApiError } from '@/lib/api-error';
import { useFathers } from '../api/list-partners';
import { useCreateAgency, type CreateAgencyValues } from '../api/save-agency';
import { AGENCY_STEPS, BetsStep, ConfirmStep, STEP_FIELDS, stepOfField } from './agency-steps';
import { GeneralFields, LocationFields } from './partner-fields';
import { EMPTY_PARTNER } from './partner-values';

const withoutBets: Resolver<CreateAgencyValues> = contractResolver(ZCreateAgencyRequest.omit({ bets: true }));
const withBets: Resolver<CreateAgencyValues> = contractResolver(ZCreateAgencyRequest.required({ bets: true }));
/** Bets settings are checked only when the agency has its own. */
const resolverFor = (ownBets: boolean): Resolver<CreateAgencyValues> => (ownBets ? withBets : withoutBets);
const EMPTY: CreateAgencyValues = EMPTY_PARTNER;

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
  /** Back to the step that holds the first field the server refused. */
  const showStepOfServerError = (error: unknown) => {
    if (isApiError(error) && error.fields.length > 0) setStep(stepOfField(error.fields[0]!.field));
  };

  return (
    <FormDialog
      form={form}
      open={open}
      title="Nueva agencia"
      onSubmit={(values) => create.mutateAsync(ownBets ? values : { ...values, bets: undefined })}
      onClose={close}
      serverFields={STEP_FIELDS.flat()}
      onServerError={showStepOfServerError}
      onNext={last ? undefined : next}
      submitLabel={last ? 'Crear agencia' : 'Siguiente'}
      maxWidth="md"
      extraActions={
        step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={form.formState.isSubmitting}>
            Atrás
          </Button>
        )
      }
    >
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
    </FormDialog>
  );
}
