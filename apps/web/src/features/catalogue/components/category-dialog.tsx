import { ZCreateCategoryRequest, type Category } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { statusOptions } from '@/components/status-chip';
import { useSaveCategory } from '../api/save-category';

type CategoryForm = z.output<typeof ZCreateCategoryRequest>;

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const save = useSaveCategory();
  const form = useForm<CategoryForm>({
    resolver: contractResolver(ZCreateCategoryRequest),
    defaultValues: { name: category?.name ?? '', status: category?.status ?? 'ACTIVE' },
  });
  return (
    <FormDialog
      form={form}
      title={category ? `Editar categoría ${category.name}` : 'Nueva categoría'}
      onSubmit={(values) => save.mutateAsync({ id: category?.id ?? null, values })}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label="Nombre" required autoFocus />
        <FormTextField control={form.control} name="status" label="Estado" options={statusOptions('catalogue')} />
      </Stack>
    </FormDialog>
  );
}
