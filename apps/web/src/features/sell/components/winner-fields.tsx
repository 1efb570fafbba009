import { winnerDocumentProblem, ZPrizeWinnerInput, type Currency, type PrizeWinnerInput } from '@banca/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent, KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { contractResolver, FormTextField } from '@/components/form';

export type WinnerForm = PrizeWinnerInput;
export const WINNER_FIELDS = ['document', 'name', 'phone'] as const;
export const EMPTY_WINNER: WinnerForm = { document: '', name: '', phone: '' };

/** How the document is asked for in each banca's country (the rule itself is the contracts'). */
const DOCUMENT_HELP: Record<Currency, string> = {
  BS: 'V- o E- y el número, ej. V-12345678.',
  COP: 'Cédula de ciudadanía, solo dígitos.',
  USD: 'Cédula o documento de identidad.',
};

/** The winner's form checked as the payment checks it: the contract's fields and the banca's document rule. */
export const winnerResolver = (currency: Currency) =>
  contractResolver<typeof ZPrizeWinnerInput, WinnerForm>(
    ZPrizeWinnerInput.superRefine((winner, ctx) => {
      const problem = winnerDocumentProblem(winner.document, currency);
      if (problem) ctx.addIssue({ code: 'custom', path: ['document'], message: problem });
    }) as unknown as typeof ZPrizeWinnerInput,
  );

/**
 * Cédula, name and phone of the winner, asked for only when the prize reaches the banca's
 * threshold. Enter in any field pays (the form's submit).
 */
export function WinnerFields({
  form,
  currency,
  onSubmit,
}: {
  form: UseFormReturn<WinnerForm>;
  currency: Currency;
  onSubmit: (event: FormEvent | KeyboardEvent) => void;
}) {
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      // Enter in a field pays, as Pagar does (three fields: no implicit submission without a button).
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(event);
      }}
      aria-labelledby="winner-fields-title"
      sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography id="winner-fields-title" variant="subtitle2" component="h3">
          Datos del ganador
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Este premio alcanza el monto desde el que la banca identifica a los ganadores.
        </Typography>
      </Box>
      <FormTextField
        control={control}
        name="document"
        label="Cédula"
        required
        autoComplete="off"
        helperText={DOCUMENT_HELP[currency]}
      />
      <FormTextField control={control} name="name" label="Nombre y apellido" required autoComplete="off" />
      <FormTextField
        control={control}
        name="phone"
        label="Teléfono"
        required
        type="tel"
        autoComplete="off"
        helperText="De 10 a 15 dígitos, con + opcional."
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
