import {
  GLOBAL_TARGET_LABELS,
  GLOBAL_TARGETS,
  ZGlobalTarget,
  type SaveCommissionsGlobalRequest,
} from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { toast } from '@/components/toast';
import { contractResolver, placeRowErrors } from '@/features/registry-common';
import { isApiError } from '@/lib/api-error';
import { usePreviewCommissionsGlobal, useSaveCommissionsGlobal } from '../api/save-commissions-global';
import type { CommissionPartner } from './commission-dialog';
import { CommissionFields } from './commission-fields';
import { COMMISSION_FIELDS, formDefaults, toValues, ZCommissionForm, type CommissionForm } from './commission-form';
import { GlobalConfirm } from './global-confirm';

const ZGlobalForm = ZCommissionForm.safeExtend({ target: ZGlobalTarget });
type GlobalForm = CommissionForm & { target: SaveCommissionsGlobalRequest['target'] };
type Review = { request: SaveCommissionsGlobalRequest; matched: number; partners: number };

/**
 * A commission for every child of the partner (or every partner of a kind below): first the
 * server counts the rows that would change, then the save carries that count
 * (expected_matched_rows) and changes nothing if the screen was stale.
 */
export function CommissionGlobalDialog({ partner, onClose }: { partner: CommissionPartner; onClose: () => void }) {
  const preview = usePreviewCommissionsGlobal();
  const save = useSaveCommissionsGlobal();
  const [review, setReview] = useState<Review | null>(null);
  const { control, handleSubmit, setError } = useForm<GlobalForm>({
    resolver: contractResolver(ZGlobalForm),
    defaultValues: { ...formDefaults(null), target: 'CHILDREN' },
  });
  const count = async (request: SaveCommissionsGlobalRequest) => {
    const answer = await preview.mutateAsync(request);
    setReview({ request, matched: answer.matched_rows, partners: answer.partners });
  };
  const submit = handleSubmit(async (form) => {
    try {
      await count({ partner_id: partner.id, target: form.target, commissions: [toValues(form)] });
    } catch (error) {
      placeRowErrors(error, setError, COMMISSION_FIELDS);
    }
  });
  const confirm = async () => {
    if (!review) return;
    try {
      const result = await save.mutateAsync({ values: review.request, expected: review.matched });
      toast.success(`Se aplicaron ${result.changed_rows} comisión(es) en ${result.partners} asociado(s).`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) await count(review.request).catch(() => undefined);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="commission-global-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="commission-global-title">Comisión global bajo {partner.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {review ? (
              <GlobalConfirm matched={review.matched} partners={review.partners} error={save.error} />
            ) : (
              <>
                <FormTextField
                  control={control}
                  name="target"
                  label="Aplicar a"
                  options={GLOBAL_TARGETS.map((t) => ({ value: t, label: GLOBAL_TARGET_LABELS[t] }))}
                />
                <CommissionFields
                  control={control as unknown as Control<CommissionForm>}
                  currency={partner.currency}
                  keyLocked={false}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={review ? () => setReview(null) : onClose}>{review ? 'Volver' : 'Cancelar'}</Button>
          {review ? (
            <Button variant="contained" onClick={() => void confirm()} disabled={save.isPending || preview.isPending}>
              Confirmar ({review.matched})
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={preview.isPending}>
              Revisar
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
