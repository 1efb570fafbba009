import {
  GLOBAL_TARGET_LABELS,
  GLOBAL_TARGETS,
  ZGlobalTarget,
  type SaveCommissionsGlobalRequest,
} from '@banca/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { applyServerFieldErrors, contractResolver, FormDialog, FormTextField, lastSegment } from '@/components/form';
import { toast } from '@/components/toast';
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
  const form = useForm<GlobalForm>({
    resolver: contractResolver(ZGlobalForm),
    defaultValues: { ...formDefaults(null), target: 'CHILDREN' },
  });
  const count = async (request: SaveCommissionsGlobalRequest) => {
    const answer = await preview.mutateAsync(request);
    setReview({ request, matched: answer.matched_rows, partners: answer.partners });
  };
  const countChanges = form.handleSubmit(async (values) => {
    try {
      await count({ partner_id: partner.id, target: values.target, commissions: [toValues(values)] });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, COMMISSION_FIELDS, { fieldOf: lastSegment });
    }
  });
  /** A stale count (409) is counted again and asked again: the dialog stays open. */
  const confirm = async () => {
    if (!review) return;
    try {
      const result = await save.mutateAsync({ values: review.request, expected: review.matched });
      toast.success(`Se aplicaron ${result.changed_rows} comisión(es) en ${result.partners} asociado(s).`);
    } catch (error) {
      if (isApiError(error) && error.status === 409) await count(review.request).catch(() => undefined);
      throw error;
    }
  };
  return (
    <FormDialog
      form={form}
      title={`Comisión global bajo ${partner.name}`}
      onSubmit={confirm}
      onClose={onClose}
      onNext={review ? undefined : countChanges}
      submitLabel={review ? `Confirmar (${review.matched})` : 'Revisar'}
      busy={preview.isPending}
      serverFields={[]}
      extraActions={review && <Button onClick={() => setReview(null)}>Volver</Button>}
    >
      <Stack spacing={2}>
        {review ? (
          <GlobalConfirm matched={review.matched} partners={review.partners} error={save.error} />
        ) : (
          <>
            <FormTextField
              control={form.control}
              name="target"
              label="Aplicar a"
              options={GLOBAL_TARGETS.map((t) => ({ value: t, label: GLOBAL_TARGET_LABELS[t] }))}
            />
            <CommissionFields
              control={form.control as unknown as Control<CommissionForm>}
              currency={partner.currency}
              keyLocked={false}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
