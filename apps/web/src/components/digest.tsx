import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from '@/components/toast';

/** The first and last characters of a digest: enough to compare by eye. */
export const shortDigest = (digest: string) => `${digest.slice(0, 8)}…${digest.slice(-8)}`;

/** A digest shortened on screen, whole in its title. */
export function ShortDigest({ digest }: { digest: string }) {
  return (
    <Typography component="code" title={digest} sx={{ fontFamily: 'monospace' }}>
      {shortDigest(digest)}
    </Typography>
  );
}

/** Copies a whole digest (the screen shows it shortened). */
export function CopyDigestButton({ digest, label = 'Copiar' }: { digest: string; label?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(digest);
      toast.success('Huella copiada.');
    } catch {
      toast.error('No se pudo copiar: seleccione la huella y cópiela.');
    }
  };
  return (
    <Button size="small" variant="outlined" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
