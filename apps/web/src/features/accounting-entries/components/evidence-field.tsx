import { MAX_PAYMENT_IMAGES, type SavePaymentRequest } from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { toast } from '@/components/toast';
import { uploadEvidence } from '../api/payments';

/** The evidence images: each chosen file is uploaded at once and its id kept in the form. */
export function EvidenceField({ control }: { control: Control<SavePaymentRequest> }) {
  const { field, fieldState } = useController({ control, name: 'image_ids' });
  const ids = (field.value ?? []) as number[];
  const [uploading, setUploading] = useState(false);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      const added: number[] = [];
      for (const file of [...files].slice(0, MAX_PAYMENT_IMAGES - ids.length)) added.push(await uploadEvidence(file));
      field.onChange([...ids, ...added]);
    } catch (error) {
      toast.error(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" disabled={uploading || ids.length >= MAX_PAYMENT_IMAGES}>
          {uploading ? 'Subiendo…' : 'Adjuntar comprobante'}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            aria-label="Comprobante del pago"
            onChange={(event) => void add(event.target.files)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {ids.length ? `${ids.length} comprobante(s) adjunto(s)` : 'Sin comprobantes'}
        </Typography>
        {ids.length > 0 && (
          <Button size="small" onClick={() => field.onChange([])}>
            Quitar
          </Button>
        )}
      </Stack>
      {fieldState.error && (
        <Typography variant="caption" color="error">
          {fieldState.error.message}
        </Typography>
      )}
    </Stack>
  );
}
