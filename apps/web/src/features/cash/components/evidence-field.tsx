import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD, uploadCashEvidence } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@/lib/http';

const MAX_IMAGES = 5;

async function uploadEvidence(file: File): Promise<number> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return z.object({ id: z.number() }).parse(await api.post(uploadCashEvidence.path, form)).id;
}

/** Evidence images of a movement: each chosen file is uploaded at once and its id kept in the form. */
export function EvidenceField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { field, fieldState } = useController({ control, name });
  const ids = (field.value ?? []) as number[];
  const [names, setNames] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadEvidence });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return setProblem(`La imagen no puede pesar más de ${IMAGE_MAX_BYTES / 1024 / 1024} MiB.`);
    setProblem(null);
    const id = await upload.mutateAsync(file);
    field.onChange([...ids, id]);
    setNames((current) => [...current, file.name]);
  };
  return (
    <Stack spacing={1}>
      <Button component="label" variant="outlined" disabled={upload.isPending || ids.length >= MAX_IMAGES}>
        {upload.isPending ? 'Subiendo…' : 'Adjuntar soporte (imagen)'}
        <input
          hidden
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          aria-label="Imagen de soporte"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </Button>
      {names.length > 0 && <Typography variant="body2">{`Adjuntas: ${names.join(', ')}`}</Typography>}
      {(problem ?? fieldState.error?.message) && (
        <Typography variant="body2" color="error">
          {problem ?? fieldState.error?.message}
        </Typography>
      )}
    </Stack>
  );
}
