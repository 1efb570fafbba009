import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DialogFrame, type DialogWidth } from '@/components/dialog-frame';
import { errorMessage } from '@/lib/api-error';
import { applyServerFieldErrors, formFieldPaths, type ServerErrorPlacement } from './server-errors';

export interface FormDialogProps<T extends FieldValues> {
  /** The form (its resolver is the contract's schema: `contractResolver`). */
  readonly form: UseFormReturn<T>;
  readonly title: ReactNode;
  /** Saves the checked values; the dialog closes when it resolves and stays open when it throws. */
  readonly onSubmit: (values: T) => unknown;
  readonly onClose: () => void;
  readonly open?: boolean;
  readonly submitLabel?: string;
  readonly submitColor?: 'primary' | 'warning' | 'error';
  readonly maxWidth?: DialogWidth;
  /** Another save runs from the dialog (an extra action): it waits like a submit. */
  readonly busy?: boolean;
  /** What the form edits is still loading: a progress instead of the fields, no submit. */
  readonly loading?: boolean;
  /** What the form edits could not be loaded: the message instead of the fields. */
  readonly loadError?: unknown;
  /** The fields the server's errors may land on; every path of the form's values by default. */
  readonly serverFields?: readonly string[];
  readonly serverFieldOf?: ServerErrorPlacement['fieldOf'];
  /** After the server's field errors are placed (e.g. show the step that holds the first one). */
  readonly onServerError?: (error: unknown) => void;
  /** A step before the last one: the submit button advances instead of saving. */
  readonly onNext?: () => unknown;
  /** Buttons between Cancelar and the submit button that save nothing (Atrás, Volver). */
  readonly extraActions?: ReactNode;
  /**
   * A second way to save without the fields (Quitar tope): before the submit button, it waits,
   * closes and places server errors like the submit does.
   */
  readonly secondarySave?: { readonly label: string; readonly run: () => unknown } | undefined;
  readonly children: ReactNode;
}

const FIELD_SELECTOR = [
  'input:not([type=hidden]):not([aria-hidden=true]):not(:disabled)',
  'textarea:not(:disabled)',
  '[role=combobox]:not([aria-disabled=true])',
].join(',');

/** Focuses the first field when the dialog opens, unless a field asked for focus itself. */
function focusFirstField(content: HTMLElement | null) {
  if (!content || content.contains(content.ownerDocument.activeElement)) return;
  content.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
}

/**
 * THE form in a dialog: title, fields, Cancelar and the submit button (Guardar unless told).
 * While it saves both buttons wait and Escape does not close it; the server's field errors
 * land on their fields; it closes when the save succeeds. Full screen on phones.
 */
export function FormDialog<T extends FieldValues>({
  form,
  title,
  onSubmit,
  onClose,
  open = true,
  submitLabel = 'Guardar',
  submitColor = 'primary',
  maxWidth = 'sm',
  busy: otherBusy = false,
  loading = false,
  loadError,
  serverFields,
  serverFieldOf,
  onServerError,
  onNext,
  extraActions,
  secondarySave,
  children,
}: FormDialogProps<T>) {
  const [secondaryBusy, setSecondaryBusy] = useState(false);
  const busy = form.formState.isSubmitting || secondaryBusy || otherBusy;
  /** Runs a save: closes when it succeeds, puts the server's field errors on the form when not. */
  const attempt = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      const fields = serverFields ?? formFieldPaths(form.getValues());
      applyServerFieldErrors(error, form.setError, fields, serverFieldOf ? { fieldOf: serverFieldOf } : {});
      onServerError?.(error);
      return;
    }
    onClose();
  };
  const save = form.handleSubmit((values) => attempt(() => onSubmit(values)));
  const saveSecondary = async (run: () => unknown) => {
    setSecondaryBusy(true);
    try {
      await attempt(run);
    } finally {
      setSecondaryBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onNext) void onNext();
    else void save(event);
  };
  const unavailable = loading || Boolean(loadError);
  return (
    <DialogFrame open={open} title={title} onClose={onClose} busy={busy} maxWidth={maxWidth}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
          <DialogContent dividers ref={focusFirstField}>
            {loadError ? (
              <Alert severity="error">{errorMessage(loadError)}</Alert>
            ) : loading ? (
              <CircularProgress aria-label="Cargando" />
            ) : (
              children
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            {secondarySave && (
              <Button color="warning" onClick={() => void saveSecondary(secondarySave.run)} disabled={busy}>
                {secondarySave.label}
              </Button>
            )}
            {extraActions}
            <Button type="submit" variant="contained" color={submitColor} loading={busy} disabled={unavailable}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
