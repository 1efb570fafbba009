import { BET_TYPES, PRODUCT_TYPE_BET_TYPES, type ProductType } from '@banca/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import type { ProductForm } from './product-form';

/** One row per bet type the product type may sell: whether it sells it, and its payout multiplier. */
export function BetTypeFields({ control, productType }: { control: Control<ProductForm>; productType: ProductType }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'bet_types' });
  const allowed = PRODUCT_TYPE_BET_TYPES[productType];

  if (allowed.length === 0) {
    return <Typography color="text.secondary">Este tipo de producto no paga por multiplicador.</Typography>;
  }
  return (
    <Box role="group" aria-label="Tipos de jugada y multiplicadores" sx={{ display: 'grid', gap: 1.5 }}>
      {allowed.map((code) => {
        const index = fields.findIndex((field) => field.code === code);
        const name = BET_TYPES.find((betType) => betType.code === code)?.name ?? code;
        return (
          <Box key={code} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <FormControlLabel
              sx={{ minWidth: 220 }}
              label={name}
              control={
                <Checkbox
                  checked={index >= 0}
                  onChange={(event) => (event.target.checked ? append({ code, multiplier: '' }) : remove(index))}
                />
              }
            />
            {index >= 0 && (
              <FormTextField
                control={control}
                name={`bet_types.${index}.multiplier`}
                label={`Multiplicador de ${name}`}
                size="small"
                sx={{ maxWidth: 240 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                helperText="Veces el monto apostado (hasta 100000)."
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
