import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';

/** A partner's settings sheet as the API answers it: the partner, then its rows. */
export interface PartnerSheet {
  readonly partner: { readonly name: string };
}

type Open<Entry> = { kind: 'edit'; entry: Entry | null } | { kind: 'global' } | null;

/**
 * One partner's sheet of a setting (its cupos, its commissions) under a heading naming the
 * partner, with a button for a new row and one for the global save to the partners below it.
 * The section opens one editor at a time: a row's (`null` for a new one) or the global one.
 */
export function PartnerSheetSection<Sheet extends PartnerSheet, Entry>({
  sheet,
  loadingText,
  headingId,
  heading,
  newLabel,
  globalLabel,
  table,
  editor,
  globalEditor,
}: {
  sheet: UseQueryResult<Sheet>;
  /** What shows while the sheet is read ("Cargando cupos…"). */
  loadingText: string;
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  heading: (partner: Sheet['partner']) => string;
  newLabel: string;
  globalLabel: string;
  /** The sheet's table; `edit` opens a row's editor. */
  table: (sheet: Sheet, edit: (entry: Entry) => void) => ReactNode;
  /** A row's editor (`null` creates one); it closes itself through `onClose`. */
  editor: (partner: Sheet['partner'], entry: Entry | null, onClose: () => void) => ReactNode;
  globalEditor: (partner: Sheet['partner'], onClose: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState<Open<Entry>>(null);
  if (sheet.isPending) return <Typography color="text.secondary">{loadingText}</Typography>;
  if (sheet.isError) return <Alert severity="error">{errorMessage(sheet.error)}</Alert>;
  const { partner } = sheet.data;
  const close = () => setOpen(null);
  return (
    <section aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {heading(partner)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'edit', entry: null })}>
            {newLabel}
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'global' })}>
            {globalLabel}
          </Button>
        </Stack>
      </Stack>
      {table(sheet.data, (entry) => setOpen({ kind: 'edit', entry }))}
      {open?.kind === 'edit' && editor(partner, open.entry, close)}
      {open?.kind === 'global' && globalEditor(partner, close)}
    </section>
  );
}
