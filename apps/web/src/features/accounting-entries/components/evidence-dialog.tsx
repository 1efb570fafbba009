import type { Payment } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { EvidenceImage } from '@/components/evidence-image';
import { InfoDialog } from '@/components/info-dialog';
import { paymentEvidencePath } from '../api/payments';

/** The payment's evidence images, fetched with the user's token. */
export function EvidenceDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  return (
    <InfoDialog title={`Comprobantes del pago ${payment.reference}`} onClose={onClose}>
      <Stack spacing={2}>
        {payment.image_ids.map((imageId, i) => (
          <EvidenceImage
            key={imageId}
            url={paymentEvidencePath(payment.id, imageId)}
            alt={`Comprobante ${i + 1} del pago ${payment.reference}`}
          />
        ))}
      </Stack>
    </InfoDialog>
  );
}
