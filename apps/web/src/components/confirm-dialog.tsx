import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  readonly open?: boolean;
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  /** Deactivating, deleting, annulling: the confirm button is red. */
  readonly destructive?: boolean;
  /** The action is running: both buttons wait, Escape does not close. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * THE question before an action that cannot be taken back lightly (deactivate, release,
 * unblock, lift, award). A confirmation that needs an input (a reason) is a FormDialog.
 */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} busy={busy} maxWidth="xs" fullScreenOnPhones={false}>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
