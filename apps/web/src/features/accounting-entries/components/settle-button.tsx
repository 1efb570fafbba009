import { canAccess, settleDay } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useSettleDay } from '../api/settle-day';

/** "Liquidar día" (A, D, S): posts the day's settlement differences of the network, after a confirmation. */
export function SettleButton({ date }: { date: string }) {
  const user = useCurrentUser();
  const settle = useSettleDay();
  const [asking, setAsking] = useState(false);
  if (!user || !canAccess(user, settleDay.access)) return null;
  const confirm = () =>
    settle.mutate(
      { date },
      {
        onSuccess: (answer) => {
          const posted = answer.lines.filter((line) => line.entry_id !== null).length;
          toast.success(
            posted ? `Liquidación del ${formatDate(date)}: ${posted} asientos.` : 'El día ya estaba liquidado.',
          );
        },
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        Liquidar día
      </Button>
      <ConfirmDialog
        open={asking}
        title="Liquidar día"
        message={`Se asienta la diferencia entre lo vendido el ${formatDate(date)} y lo ya liquidado de cada agencia y distribuidor de su red.`}
        confirmLabel="Liquidar"
        busy={settle.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
