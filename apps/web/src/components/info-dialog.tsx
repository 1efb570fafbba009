import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { DialogFrame, type DialogWidth } from './dialog-frame';

export interface InfoDialogProps {
  readonly open?: boolean;
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly maxWidth?: DialogWidth;
  /** Something runs from the dialog (pay a prize): Cerrar waits. */
  readonly busy?: boolean;
  /** Buttons after Cerrar, for the one action a detail may offer. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** THE dialog that shows something (a ticket, a log entry, a summary) and closes with Cerrar. */
export function InfoDialog({ open = true, title, onClose, maxWidth = 'md', busy = false, actions, children }: InfoDialogProps) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} busy={busy} maxWidth={maxWidth}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cerrar
        </Button>
        {actions}
      </DialogActions>
    </DialogFrame>
  );
}
