import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_FIELD,
  NOT_AN_IMAGE_MESSAGE,
} from '@banca/contracts';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api-error';
import { api } from '@/lib/http';
import { EvidenceImage } from './evidence-image';
import { visuallyHidden } from './visually-hidden';

const ZUploaded = z.object({ id: z.number() });
const THUMB = 72;
const ACCEPTED: readonly string[] = IMAGE_CONTENT_TYPES;

/** Why a chosen file is refused before it is sent (the server checks its bytes again), or null. */
export function refusalOf(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return `«${file.name}»: ${NOT_AN_IMAGE_MESSAGE}`;
  if (file.size > IMAGE_MAX_BYTES) return `«${file.name}»: ${IMAGE_TOO_LARGE_MESSAGE}`;
  if (file.size === 0) return `«${file.name}»: El archivo está vacío.`;
  return null;
}

/** The server's reason is on the file's field; the error's own message otherwise. */
const serverReason = (error: unknown) => (isApiError(error) && error.fields[0]?.message) || errorMessage(error);

async function upload(path: string, file: File): Promise<number> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return ZUploaded.parse(await api.post(path, form)).id;
}

export interface EvidenceFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  /** The form's list of image ids. */
  readonly name: Path<T>;
  /** The upload endpoint's path (the contract's `path`): it answers the stored image's id. */
  readonly uploadPath: string;
  /** What the images are, the file input's name: «Comprobante del pago». */
  readonly label: string;
  /** The most images the record carries. */
  readonly max: number;
  /** Where an image the record already has is served (a correction); without it, it shows as a name. */
  readonly storedUrl?: (imageId: number) => string;
}

/**
 * THE field that attaches evidence images (a transfer's capture, a receipt) to a form: each chosen
 * file is checked (type, size), uploaded at once and its id kept in the form; each attached image
 * shows as a thumbnail with its own Quitar. The button is a real button (Enter and Space open the
 * file chooser); refusals are said in Spanish, naming the file, and announced.
 */
export function EvidenceField<T extends FieldValues>({
  control,
  name,
  uploadPath,
  label,
  max,
  storedUrl,
}: EvidenceFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const ids = (field.value ?? []) as number[];
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = usePreviews();

  const add = async (files: File[]) => {
    const room = max - ids.length;
    const found =
      files.length > room
        ? [max === 1 ? 'Puede adjuntar una sola imagen.' : `Puede adjuntar hasta ${max} imágenes.`]
        : [];
    const added: number[] = [];
    setUploading(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refusal = refusalOf(file);
      if (refusal) {
        found.push(refusal);
        continue;
      }
      try {
        const id = await upload(uploadPath, file);
        previews.add(id, file);
        added.push(id);
      } catch (error) {
        found.push(`«${file.name}»: ${serverReason(error)}`);
      }
    }
    setUploading(false);
    setProblems(found);
    if (added.length) field.onChange([...ids, ...added]);
  };

  const remove = (id: number) => {
    previews.remove(id);
    setProblems([]);
    field.onChange(ids.filter((other) => other !== id));
  };

  const messages = [...problems, ...(fieldState.error?.message ? [fieldState.error.message] : [])];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          loading={uploading}
          disabled={ids.length >= max}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {uploading ? 'Subiendo…' : 'Adjuntar imagen'}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {`${label}: ${ids.length ? `${ids.length} de ${max} imágenes adjuntas` : 'sin imágenes adjuntas'}`}
          {' · PNG, JPEG, WebP o SVG, hasta '}
          {IMAGE_MAX_BYTES / 1024 / 1024}
          {' MiB'}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          tabIndex={-1}
          accept={IMAGE_CONTENT_TYPES.join(',')}
          aria-label={label}
          style={visuallyHidden}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            if (files.length) void add(files);
          }}
        />
      </Stack>
      {ids.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {ids.map((id, i) => (
            <Box
              component="li"
              key={id}
              sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
            >
              <Thumbnail preview={previews.urls[id]} url={storedUrl?.(id)} alt={`Imagen adjunta ${i + 1}`} />
              <IconButton
                size="small"
                aria-label={`Quitar la imagen ${i + 1}`}
                onClick={() => remove(id)}
                sx={{ position: 'absolute', top: -12, right: -12, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {messages.length > 0 && (
        <Box role="alert">
          {messages.map((message) => (
            <Typography key={message} variant="body2" color="error">
              {message}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** A just-chosen file shows from memory; an image the record already has, from the server. */
function Thumbnail({ preview, url, alt }: { preview: string | undefined; url: string | undefined; alt: string }) {
  if (preview) return <img src={preview} alt={alt} style={{ height: THUMB, width: 'auto', display: 'block' }} />;
  if (url) return <EvidenceImage url={url} alt={alt} height={THUMB} />;
  return (
    <Typography variant="body2" sx={{ height: THUMB, display: 'grid', placeItems: 'center', px: 1 }}>
      {alt}
    </Typography>
  );
}

/** Object URLs of the files uploaded here, by image id, revoked when removed or when the field goes. */
function usePreviews() {
  const [urls, setUrls] = useState<Record<number, string>>({});
  const live = useRef(urls);
  useEffect(() => {
    live.current = urls;
  }, [urls]);
  useEffect(() => () => Object.values(live.current).forEach((url) => URL.revokeObjectURL(url)), []);
  return {
    urls,
    add: (id: number, file: File) => setUrls((current) => ({ ...current, [id]: URL.createObjectURL(file) })),
    remove: (id: number) => {
      const gone = urls[id];
      if (gone) URL.revokeObjectURL(gone);
      setUrls(({ [id]: _, ...rest }) => rest);
    },
  };
}
