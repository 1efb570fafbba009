import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SHORTCUTS, withKey } from '../logic/shortcuts';
import { PAPER_WIDTHS, type PaperWidth } from './print-settings';

/** The screen's actions, each with its key: repeat or annul the last ticket, pay a prize; the printer settings. */
export function SellActions(props: {
  hasLastTicket: boolean;
  canAnnulLast: boolean;
  onRepeat: () => void;
  onAnnulLast: () => void;
  onPayPrize: () => void;
  width: PaperWidth;
  onWidth: (width: PaperWidth) => void;
  autoPrint: boolean;
  onAutoPrint: (value: boolean) => void;
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
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.width}
        onChange={(_event, value: PaperWidth | null) => value && props.onWidth(value)}
        aria-label="Ancho del papel"
      >
        {PAPER_WIDTHS.map((width) => (
          <ToggleButton key={width} value={width} aria-label={`Papel de ${width} mm`}>
            {`${width} mm`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={props.autoPrint}
            onChange={(event) => props.onAutoPrint(event.target.checked)}
          />
        }
        label="Imprimir al vender"
        slotProps={{ typography: { variant: 'body2' } }}
      />
    </Box>
  );
}
