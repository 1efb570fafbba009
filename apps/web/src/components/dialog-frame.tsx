import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export type DialogWidth = 'xs' | 'sm' | 'md' | 'lg';

export interface DialogFrameProps {
  readonly open?: boolean;
  /** Names the dialog for assistive technology (aria-labelledby). */
  readonly title: ReactNode;
  readonly onClose: () => void;
  /** While something is being saved, Escape and the backdrop do not close it. */
  readonly busy?: boolean;
  readonly maxWidth?: DialogWidth;
  /** Full screen on phones: forms and details; a short question stays small. */
  readonly fullScreenOnPhones?: boolean;
  readonly children: ReactNode;
}

/**
 * The window every dialog of the app opens in: its title, its width, Escape and the backdrop
 * closing it unless busy. Used by FormDialog, ConfirmDialog and InfoDialog, not by screens.
 */
export function DialogFrame({
  open = true,
  title,
  onClose,
  busy = false,
  maxWidth = 'sm',
  fullScreenOnPhones = true,
  children,
}: DialogFrameProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreenOnPhones && phone}
      maxWidth={maxWidth}
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
