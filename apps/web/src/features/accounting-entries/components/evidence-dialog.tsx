import type { Payment } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { InfoDialog } from '@/components/info-dialog';
import { evidenceUrl } from '../api/payments';
import { PAYMENTS_KEY } from '../api/keys';

/** The payment's evidence images, fetched with the user's token. */
export function EvidenceDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const images = useQuery({
    queryKey: [...PAYMENTS_KEY, 'evidence', payment.id, payment.image_ids],
    queryFn: () => Promise.all(payment.image_ids.map((id) => evidenceUrl(payment.id, id))),
  });
  useEffect(() => () => images.data?.forEach((url) => URL.revokeObjectURL(url)), [images.data]);
  return (
    <InfoDialog title={`Comprobantes del pago ${payment.reference}`} onClose={onClose} busy={images.isPending}>
      <Stack spacing={2}>
        {(images.data ?? []).map((url, i) => (
          <img
            key={url}
            src={url}
            alt={`Comprobante ${i + 1} del pago ${payment.reference}`}
            style={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
    </InfoDialog>
  );
}
