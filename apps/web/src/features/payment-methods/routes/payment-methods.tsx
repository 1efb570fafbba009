import { PAYMENT_METHOD_TYPE_LABELS, PAYMENT_METHOD_TYPES, type PartnerPaymentMethod } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { usePaymentMethodList } from '../api/list-payment-methods';
import { useDeletePaymentMethod } from '../api/save-payment-method';
import { MethodDialog } from '../components/method-dialog';

/** The details of a method in one line: bank and account, phone, email… */
const detailsOf = (m: PartnerPaymentMethod) =>
  [
    m.bank_name,
    m.account_number,
    m.holder_document_number ? `${m.holder_document_type}-${m.holder_document_number}` : null,
    m.phone,
    m.email,
    m.holder_name,
  ]
    .filter(Boolean)
    .join(' · ') || '—';

const columns = (
  edit: (m: PartnerPaymentMethod) => void,
  remove: (m: PartnerPaymentMethod) => void,
): DataTableColumn<PartnerPaymentMethod>[] => [
  { id: 'alias', header: 'Alias', sortable: true },
  { id: 'type', header: 'Tipo', sortable: true, render: (m) => PAYMENT_METHOD_TYPE_LABELS[m.type] },
  { id: 'details', header: 'Datos', render: detailsOf },
  { id: 'description', header: 'Descripción', hideOnSmall: true },
  { id: 'active', header: 'Estado', render: (m) => (m.active ? 'Activo' : 'Inactivo') },
  {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (m) => (
      <>
        <Button size="small" onClick={() => edit(m)} aria-label={`Editar ${m.alias}`}>
          Editar
        </Button>
        <Button size="small" color="error" onClick={() => remove(m)} aria-label={`Borrar ${m.alias}`}>
          Borrar
        </Button>
      </>
    ),
  },
];

const TYPES = PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: PAYMENT_METHOD_TYPE_LABELS[type] }));
const STATES = [
  { value: 'true', label: 'Activos' },
  { value: 'false', label: 'Inactivos' },
];

/** Administrativo › Métodos de pago: where the user's partner receives the payments of its network. */
export function Component() {
  const list = usePaymentMethodList();
  const remove = useDeletePaymentMethod();
  const [editing, setEditing] = useState<PartnerPaymentMethod | 'new' | null>(null);
  const [removing, setRemoving] = useState<PartnerPaymentMethod | null>(null);
  return (
    <>
      <PageHeader
        title="Métodos de pago"
        subtitle="Donde su red le paga: quien le reporta un pago elige uno de sus métodos activos."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nuevo método
          </Button>
        }
      />
      <DataTable
        label="Métodos de pago"
        columns={columns(setEditing, setRemoving)}
        list={list}
        rowKey={(m) => m.id}
        exportName="metodos-de-pago"
        toolbar={
          <>
            <ListSearchField list={list} filter="search" label="Buscar alias" />
            <ListSelectFilter list={list} filter="type" label="Tipo" options={TYPES} />
            <ListSelectFilter list={list} filter="active" label="Estado" options={STATES} />
          </>
        }
      />
      {editing && <MethodDialog method={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          open
          destructive
          title="Borrar método de pago"
          message={`${removing.alias} deja de ofrecerse; los pagos que lo nombran lo conservan.`}
          confirmLabel="Borrar"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
