import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SHORTCUTS, withKey } from '../logic/shortcuts';
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
      <Button
        size="small"
        variant="outlined"
        onClick={props.onRepeat}
        disabled={!props.hasLastTicket}
        aria-keyshortcuts={SHORTCUTS.repeatLast.label}
      >
        {withKey('Repetir último', 'repeatLast')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={props.onAnnulLast}
        disabled={!props.canAnnulLast}
        aria-keyshortcuts={SHORTCUTS.annulLast.label}
      >
        {withKey('Anular último', 'annulLast')}
      </Button>
      <Button
        size="small"
        variant="contained"
        color="secondary"
        onClick={props.onPayPrize}
        aria-keyshortcuts={SHORTCUTS.payPrize.label}
      >
        {withKey('Pagar premio', 'payPrize')}
      </Button>
      <PrinterButton />
    </Box>
  );
}
