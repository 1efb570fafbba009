import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { SHORTCUTS, withKey, type ShortcutAction } from '../logic/shortcuts';
import { PrinterButton } from '@/components/printer';

/** The screen's actions, each with its key: repeat or annul the last ticket, pay a prize; the printer. */
export function SellActions(props: {
  hasLastTicket: boolean;
  canAnnulLast: boolean;
  onRepeat: () => void;
  onAnnulLast: () => void;
  onPayPrize: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, rowGap: 0.5 }}>
      <ShortcutButton
        label="Repetir último"
        shortcut="repeatLast"
        onClick={props.onRepeat}
        disabled={!props.hasLastTicket}
      />
      <ShortcutButton
        label="Anular último"
        shortcut="annulLast"
        color="error"
        onClick={props.onAnnulLast}
        disabled={!props.canAnnulLast}
      />
      <ShortcutButton
        label="Pagar premio"
        shortcut="payPrize"
        variant="contained"
        color="secondary"
        onClick={props.onPayPrize}
      />
      <PrinterButton />
    </Box>
  );
}

/** A small button that says its key, and tells assistive technology about it. */
function ShortcutButton({ label, shortcut, ...props }: ButtonProps & { label: string; shortcut: ShortcutAction }) {
  return (
    <Button size="small" variant="outlined" aria-keyshortcuts={SHORTCUTS[shortcut].label} {...props}>
      {withKey(label, shortcut)}
    </Button>
  );
}
