import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayField } from '@/components/day-field';

/**
 * The polla type and the date a results page reads, kept in the URL by `setParam` (the public
 * page and the seller's screen name the type's parameter differently: `typeParam`).
 */
export function PollaDayFilter({
  types,
  typeId,
  date,
  typeParam,
  setParam,
}: {
  types: readonly { id: number; name: string }[];
  typeId: number | undefined;
  date: string | undefined;
  typeParam: string;
  setParam: (key: string, value: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label="Tipo de polla"
        value={typeId ?? ''}
        onChange={(e) => setParam(typeParam, e.target.value)}
        sx={{ minWidth: 200 }}
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        label="Fecha"
        value={date ?? ''}
        onChange={(day) => setParam('date', day)}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
    </Stack>
  );
}
