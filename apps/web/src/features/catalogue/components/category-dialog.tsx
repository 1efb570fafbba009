import { ZCreateCategoryRequest, type Category } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { useSaveCategory } from '../api/save-category';
import { contractResolver } from './form-resolver';
import { STATUS_OPTIONS } from './status-chip';

type CategoryForm = z.output<typeof ZCreateCategoryRequest>;

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const save = useSaveCategory();
  const { control, handleSubmit, setError } = useForm<CategoryForm>({
    resolver: contractResolver(ZCreateCategoryRequest),
    defaultValues: { name: category?.name ?? '', status: category?.status ?? 'ACTIVE' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: category?.id ?? null, values });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'status']);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="category-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="category-dialog-title">
          {category ? `Editar categoría ${category.name}` : 'Nueva categoría'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Nombre" required autoFocus />
            <FormTextField control={control} name="status" label="Estado" options={STATUS_OPTIONS} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
