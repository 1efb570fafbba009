import type { Currency, TopQuota } from '@banca/contracts';
import { useUpdateTopQuota } from '../api/top-quotas';
import { LimitDialog } from './limit-dialog';
import { RefusalAlert } from './refusal-alert';

/** Sets or removes one tope; lowering it below existing cupos is refused, and they are listed. */
export function TopeDialog({
  tope,
  currency,
  onClose,
}: {
  tope: TopQuota | null;
  currency: Currency;
  onClose: () => void;
}) {
  const update = useUpdateTopQuota();
  // A refusal is shown by RefusalAlert, with the cupos that stand in the way.
  return (
    <LimitDialog
      row={tope}
      amount={tope?.amount ?? ''}
      noun="Tope"
      newTitle="Nuevo tope"
      removeLabel={tope?.amount ? 'Quitar tope' : undefined}
      currency={currency}
      save={(key, amount) => update.mutateAsync({ ...key, amount })}
      serverFields={[]}
      onClose={onClose}
      notice={<RefusalAlert error={update.error} />}
    />
  );
}
