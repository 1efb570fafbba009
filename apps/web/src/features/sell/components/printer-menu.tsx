import PrintIcon from '@mui/icons-material/PrintOutlined';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { PAPER_WIDTHS, type PaperWidth } from './print-settings';

/** The taquilla's printer in one button: the paper's width and whether a sale prints at once. */
export function PrinterMenu(props: {
  width: PaperWidth;
  onWidth: (width: PaperWidth) => void;
  autoPrint: boolean;
  onAutoPrint: (value: boolean) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={`Impresora: papel de ${props.width} mm`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PrintIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PAPER_WIDTHS.map((width) => (
          <MenuItem
            key={width}
            role="menuitemradio"
            aria-checked={props.width === width}
            selected={props.width === width}
            onClick={() => {
              props.onWidth(width);
              setAnchor(null);
            }}
          >
            {`Papel de ${width} mm`}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={props.autoPrint}
          onClick={() => props.onAutoPrint(!props.autoPrint)}
        >
          <ListItemIcon>
            <Checkbox size="small" edge="start" checked={props.autoPrint} tabIndex={-1} disableRipple sx={{ p: 0 }} />
          </ListItemIcon>
          Imprimir al vender
        </MenuItem>
      </Menu>
    </>
  );
}
