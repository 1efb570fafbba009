import type { Suspension, SuspendableDraw } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DayField } from '@/components/day-field';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useSuspendedDraws } from '../api/get-suspended-draws';
import { useLiftSuspension } from '../api/lift-suspension';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { groupByLottery } from '../components/group-by-lottery';
import { LotteryDraws } from '../components/lottery-draws';
import { drawTitle, SuspendDialog } from '../components/suspend-dialog';

type Lifting = { draw: SuspendableDraw; suspension: Suspension };

/** Tools › Suspender sorteos: the day's draws by lottery; suspend one for the network or a branch, or lift it. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const date = params.get('fecha') || undefined;
  const board = useSuspendedDraws(date);
  const lift = useLiftSuspension();
  const [suspending, setSuspending] = useState<SuspendableDraw | null>(null);
  const [lifting, setLifting] = useState<Lifting | null>(null);
  const groups = groupByLottery(board.data?.draws ?? []);
  const chooseDate = (value: string) => setParams(value ? { fecha: value } : {});
  return (
    <>
      <PageHeader
        title="Suspender sorteos"
        subtitle="Un sorteo suspendido deja de venderse en la red elegida hasta que se levante la suspensión."
      />
      <Box sx={{ mb: 2 }}>
        <DayField label="Fecha" value={date ?? board.data?.date ?? ''} onChange={chooseDate} sx={{ width: 180 }} />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{board.isFetching && <LinearProgress aria-label="Cargando sorteos" />}</Box>
      {board.isSuccess && !groups.length && <Alert severity="info">No hay sorteos en esta fecha.</Alert>}
      {groups.map((group) => (
        <LotteryDraws
          key={group.lottery_id}
          group={group}
          onSuspend={setSuspending}
          onLift={(draw, suspension) => setLifting({ draw, suspension })}
        />
      ))}
      {suspending && <SuspendDialog draw={suspending} onClose={() => setSuspending(null)} />}
      {lifting && (
        <ConfirmDialog
          open
          title="Levantar suspensión"
          message={`${drawTitle(lifting.draw)} volverá a venderse para ${lifting.suspension.partner_name} desde ya.`}
          confirmLabel="Levantar"
          busy={lift.isPending}
          onConfirm={() => lift.mutate(lifting.suspension.id, { onSettled: () => setLifting(null) })}
          onClose={() => setLifting(null)}
        />
      )}
    </>
  );
}
