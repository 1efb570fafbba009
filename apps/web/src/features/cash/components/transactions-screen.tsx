import { ZObservation, type CashMovement } from '@banca/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { ReportTable } from '@/components/report-table';
import { formatMoney } from '@/lib/format';
import { movementReportOf } from '../api/movements';
import { useHandleTransaction, useTransactionList, type TransactionTab } from '../api/transactions';
import { transactionColumns } from './transaction-columns';

const ZReject = z.object({ observation: ZObservation });

/** A tab of Transacciones: the pending ones to approve or reject, or the handled ones of the period. */
export function TransactionsScreen({ tab }: { tab: TransactionTab }) {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useTransactionList(tab, dates.range);
  const report = movementReportOf(list);
  const handle = useHandleTransaction();
  const [approving, setApproving] = useState<CashMovement | null>(null);
  const [rejecting, setRejecting] = useState<CashMovement | null>(null);
  const form = useForm<z.infer<typeof ZReject>>({ resolver: contractResolver(ZReject), defaultValues: { observation: '' } });
  const pending = tab === 'pending';
  return (
    <>
      <ReportTable
        label={pending ? 'Transacciones pendientes' : 'Historial de transacciones'}
        columns={transactionColumns(pending ? (row, action) => (action === 'APPROVE' ? setApproving(row) : setRejecting(row)) : null)}
        list={list}
        totals={report?.totals}
        rowKey={(row) => row.id}
        toolbar={pending ? undefined : <DateRangeFilter dates={dates} label="Período" />}
        exportName="transacciones"
        emptyText={pending ? 'No hay transacciones pendientes' : 'No hay transacciones atendidas en el período'}
      />
      {approving && (
        <ConfirmDialog
          title="Aprobar transacción"
          message={`¿Aprobar ${approving.kind === 'INGRESO' ? 'el ingreso' : 'el egreso'} de ${formatMoney(approving.amount, approving.currency)} de ${approving.taquilla_name}? Contará en su arqueo abierto.`}
          confirmLabel="Aprobar"
          busy={handle.isPending}
          onConfirm={() => handle.mutate({ movement: approving, action: 'APPROVE' }, { onSuccess: () => setApproving(null) })}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && (
        <FormDialog
          form={form}
          title="Rechazar transacción"
          submitLabel="Rechazar"
          submitColor="error"
          onSubmit={async (values) => {
            await handle.mutateAsync({ movement: rejecting, action: 'REJECT', observation: values.observation });
            setRejecting(null);
          }}
          onClose={() => setRejecting(null)}
        >
          <FormTextField control={form.control} name="observation" label="Observación" multiline minRows={2} />
        </FormDialog>
      )}
    </>
  );
}
