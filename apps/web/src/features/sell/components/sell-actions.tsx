import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PAPER_WIDTHS, type PaperWidth } from './print-settings';

/** The screen's actions: repeat or annul the last ticket, pay a prize, and the printer settings. */
export function SellActions(props: {
  hasLastTicket: boolean;
  onRepeat: () => void;
  onAnnulLast: () => void;
  onPayPrize: () => void;
  width: PaperWidth;
  onWidth: (width: PaperWidth) => void;
  autoPrint: boolean;
  onAutoPrint: (value: boolean) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" onClick={props.onRepeat} disabled={!props.hasLastTicket}>
        Repetir último ticket
      </Button>
      <Button variant="outlined" color="error" onClick={props.onAnnulLast} disabled={!props.hasLastTicket}>
        Anular último
      </Button>
      <Button variant="contained" color="secondary" onClick={props.onPayPrize}>
        Pagar premio
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
      />
    </Box>
  );
}
