import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';

export interface ObservationDialogProps {
  /** The request's contract: the observation, and the fields given in `fixed`. */
  readonly schema: z.ZodType<FieldValues>;
  readonly fixed?: Readonly<Record<string, unknown>>;
  readonly title: string;
  readonly submitLabel: string;
  readonly submitColor: 'warning' | 'error';
  readonly onSubmit: (observation: string) => Promise<unknown>;
  readonly onClose: () => void;
  /** What the change is about, above the observation. */
  readonly children: ReactNode;
}

/** A change made with a reason (a payment rejected, an entry reversed): what it is about, then why. */
export function ObservationDialog({ schema, fixed, children, onSubmit, ...dialog }: ObservationDialogProps) {
  const form = useForm<{ observation: string }>({
    resolver: contractResolver(schema),
    defaultValues: { ...fixed, observation: '' },
  });
  return (
    <FormDialog form={form} onSubmit={(values) => onSubmit(values.observation)} {...dialog}>
      <Stack spacing={2}>
        <Typography>{children}</Typography>
        <FormTextField control={form.control} name="observation" label="Observación" multiline minRows={2} required />
      </Stack>
    </FormDialog>
  );
}
