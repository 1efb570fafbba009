import { canAccess, recalculateGeneralReport, type RecalculateGeneralReportResponse } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DateRange } from '@/components/date-range-filter';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useRecalculateGeneralReport } from '../api/recalculate-general-report';

function outcome(answer: RecalculateGeneralReportResponse): string {
  const days = answer.days === 1 ? '1 día' : `${answer.days} días`;
  return answer.changed
    ? `Se recalcularon ${days}: las cifras se corrigieron desde los tickets.`
    : `Se recalcularon ${days}: las cifras ya coincidían con los tickets.`;
}

/** "Recalcular" (the banca's administrator only): rebuilds the period's figures from the tickets, after a confirmation. */
export function RecalculateButton({ range }: { range: DateRange }) {
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const recalculate = useRecalculateGeneralReport();
  if (!user || !canAccess(user, recalculateGeneralReport.access)) return null;
  const period =
    range.from === range.to
      ? `del ${formatDate(range.from)}`
      : `del ${formatDate(range.from)} al ${formatDate(range.to)}`;
  const confirm = () =>
    recalculate.mutate(
      { from_date: range.from, to_date: range.to },
      {
        onSuccess: (answer) => toast.success(outcome(answer)),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        Recalcular
      </Button>
      <ConfirmDialog
        open={asking}
        title="Recalcular las ventas"
        message={`Se volverán a calcular las cifras ${period} de toda la banca a partir de los tickets. Puede tardar unos segundos.`}
        confirmLabel="Recalcular"
        busy={recalculate.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
