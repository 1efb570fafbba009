import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { ImagePicker } from './image-picker';
import type { ProductForm } from './product-form';

/**
 * The animalito symbols: picture, number (text: `0` and `00` differ) and name. Removing one
 * only takes it out of the product; the server keeps it, inactive, for tickets already sold.
 */
export function SymbolGrid({ control }: { control: Control<ProductForm> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'symbols' });
  const symbols = useWatch({ control, name: 'symbols' });

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {fields.length === 1 ? '1 símbolo' : `${fields.length} símbolos`}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ number: '', name: '', image_id: null })}>
          Agregar símbolo
        </Button>
      </Box>
      <Box
        role="list"
        aria-label="Símbolos"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        {fields.map((field, index) => {
          const current = symbols?.[index];
          const label = `Símbolo ${current?.number ?? ''} ${current?.name ?? ''}`.trim();
          return (
            <Paper
              key={field.id}
              role="listitem"
              aria-label={label}
              variant="outlined"
              sx={{ p: 1, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Controller
                  control={control}
                  name={`symbols.${index}.image_id`}
                  render={({ field: image, fieldState }) => (
                    <ImagePicker
                      compact
                      size={48}
                      label={label}
                      value={image.value}
                      onChange={image.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <IconButton size="small" aria-label={`Quitar ${label}`} onClick={() => remove(index)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 1 }}>
                <FormTextField control={control} name={`symbols.${index}.number`} label="N.º" size="small" />
                <FormTextField control={control} name={`symbols.${index}.name`} label="Nombre" size="small" />
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
