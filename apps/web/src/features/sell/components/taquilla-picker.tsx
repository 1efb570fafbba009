import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SellingTaquillasResponse } from '@banca/contracts';

/** For an agency's user: which of its taquillas the point of sale works for. */
export function TaquillaPicker({
  taquillas,
  value,
  onChange,
}: {
  taquillas: SellingTaquillasResponse['data'];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Taquilla"
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 260, mb: 2 }}
    >
      {taquillas.map((taquilla) => (
        <MenuItem key={taquilla.id} value={taquilla.id}>
          {taquilla.name} ({taquilla.code})
        </MenuItem>
      ))}
    </TextField>
  );
}
