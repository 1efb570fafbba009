import { imageUrl } from '@banca/contracts';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { toast } from '@/components/toast';
import { IMAGE_ACCEPT, imageFileProblem, useUploadImage } from '../api/upload-image';
import { CatalogueImage } from './catalogue-image';

export interface ImagePickerProps {
  /** What the picture is of (its alt text and the buttons' names). */
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (imageId: number | null) => void;
  readonly size?: number;
  readonly error?: string | undefined;
  readonly compact?: boolean;
}

/** Shows an image and lets the person upload another (PNG, JPEG, WebP or SVG) or remove it. */
export function ImagePicker({ label, value, onChange, size = 56, error, compact }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const uploaded = await upload.mutateAsync(file).catch(() => null);
    if (uploaded) onChange(uploaded.id);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 0.5 : 1 }}>
      <CatalogueImage url={value ? imageUrl(value) : null} alt={label} size={size} />
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={`Archivo de imagen de ${label}`}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Tooltip title="Subir imagen">
        <span>
          <IconButton
            size="small"
            aria-label={`Subir imagen de ${label}`}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <CircularProgress size={18} /> : <AddPhotoIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      {value !== null && !compact && (
        <Tooltip title="Quitar imagen">
          <IconButton size="small" aria-label={`Quitar imagen de ${label}`} onClick={() => onChange(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
