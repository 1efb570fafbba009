import { ZReverseAccountEntryRequest, type AccountEntryLine } from '@banca/contracts';
import { formatMoney } from '@/lib/format';
import { useReverseAccountEntry } from '../api/account-entries';
import { ObservationDialog } from './observation-dialog';

/** Reverses a manual entry with a linked entry of opposite sense; the observation says why. */
export function ReverseDialog({ line, onClose }: { line: AccountEntryLine; onClose: () => void }) {
  const reverse = useReverseAccountEntry();
  return (
    <ObservationDialog
      schema={ZReverseAccountEntryRequest}
      title={`Revertir el asiento ${line.id}`}
      submitLabel="Revertir"
      submitColor="warning"
      onSubmit={(observation) => reverse.mutateAsync({ id: line.id, observation })}
      onClose={onClose}
    >
      {line.contributor_name} → {line.beneficiary_name}: {formatMoney(line.amount, line.currency)}. Un asiento no se
      borra: se registra otro en sentido contrario, enlazado a este.
    </ObservationDialog>
  );
}
