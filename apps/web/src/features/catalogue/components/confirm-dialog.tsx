import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a deactivation ("deleting" in the catalogue keeps the row, INACTIVE). */
export function ConfirmDialog({
  title,
  text,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          Desactivar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
