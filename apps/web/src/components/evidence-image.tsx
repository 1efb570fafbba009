import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useImage } from '@/lib/use-image-src';

export interface EvidenceImageProps {
  /** The API path that serves the stored image (it needs the bearer, so the bytes come through the http client). */
  readonly url: string;
  /** What the image is, for those who cannot see it: «Comprobante 1 del pago 000123». */
  readonly alt: string;
  /** A thumbnail's height in pixels; without it the image takes the width it is given. */
  readonly height?: number;
}

/** THE way a stored evidence image is shown: a spinner while its bytes arrive, then the image (or why not). */
export function EvidenceImage({ url, alt, height }: EvidenceImageProps) {
  const { src, failed } = useImage(url);
  if (failed) {
    return (
      <Typography variant="body2" color="error" sx={{ minHeight: height }}>
        {`${alt}: no se pudo cargar la imagen.`}
      </Typography>
    );
  }
  if (!src) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: height ?? 120 }}>
        <CircularProgress size={20} aria-label={`Cargando: ${alt}`} />
      </Box>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      style={height ? { height, width: 'auto', objectFit: 'contain' } : { maxWidth: '100%', display: 'block' }}
    />
  );
}
