import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SymbolSpec } from '../logic/play-number';

/** The animalitos of the selected product: a click adds that number with the amount typed. */
export function SymbolPicker({
  symbols,
  disabled,
  selectedAmount,
  onPick,
}: {
  symbols: readonly SymbolSpec[];
  disabled: boolean;
  selectedAmount: string | null;
  onPick: (number: string) => void;
}) {
  return (
    <Box component="section" aria-label="Animalitos" sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {selectedAmount
          ? `Un clic agrega el animalito por ${selectedAmount}.`
          : 'Escriba el monto y haga clic en un animalito.'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', mt: 0.5 }}>
        {symbols.map((symbol) => (
          <ButtonBase
            key={symbol.number}
            disabled={disabled}
            onClick={() => onPick(symbol.number)}
            aria-label={`Animalito ${symbol.number} ${symbol.name}`}
            sx={{
              flexDirection: 'column',
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover', borderColor: 'primary.main' },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {symbol.number}
            </Typography>
            <Typography variant="caption" noWrap sx={{ maxWidth: '100%', px: 0.5 }}>
              {symbol.name}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
