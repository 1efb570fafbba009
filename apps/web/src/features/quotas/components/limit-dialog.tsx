import type { Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { contractResolver, FormDialog, MoneyField, type ServerErrorPlacement } from '@/components/form';
import { LimitKeyFields, orNull, type LimitKeyForm } from '@/features/registry-common';
import type { LimitKeyRow } from './limit-key-columns';
import { limitFormOf, ZQuotaForm, type QuotaForm } from './quota-form';

/** A limit's key as its endpoint takes it: the product, the draw (null: every draw) and the bet type. */
export interface LimitKey {
  product_id: number;
  draw_id: number | null;
  bet_type_id: number;
}

const keyTitle = (row: LimitKeyRow) =>
  `${row.product.name}${row.draw ? ` · ${row.draw.name}` : ''} · ${row.bet_type.name}`;

/**
 * Sets one limit (a cupo, a tope) for a key, or removes it: a new key is chosen in the form, an
 * existing row's key is fixed. `save` gets the key and the amount (null removes the row).
 */
export function LimitDialog({
  row,
  amount,
  noun,
  newTitle,
  removeLabel,
  currency,
  save,
  notice,
  serverFields,
  serverFieldOf,
  onClose,
}: {
  /** The row edited; null for a new key. */
  row: LimitKeyRow | null;
  /** The amount the form starts from. */
  amount: string;
  /** The limit's name, capitalised ("Cupo"): titles the row's dialog and labels the amount. */
  noun: string;
  newTitle: string;
  /** The second save that removes the row; shown only when there is one to remove. */
  removeLabel?: string;
  currency: Currency;
  save: (key: LimitKey, amount: string | null) => Promise<unknown>;
  /** What is shown above the key (the partner and its effective value, a refusal). */
  notice: ReactNode;
  serverFields: readonly string[];
  serverFieldOf?: ServerErrorPlacement['fieldOf'];
  onClose: () => void;
}) {
  const form = useForm<QuotaForm>({
    resolver: contractResolver(ZQuotaForm),
    defaultValues: limitFormOf(row, amount),
  });
  const send = (value: string | null) => {
    const { product_id, draw_id, bet_type_id } = form.getValues();
    return save({ product_id, draw_id: orNull(draw_id), bet_type_id }, value);
  };
  return (
    <FormDialog
      form={form}
      title={row ? `${noun} de ${keyTitle(row)}` : newTitle}
      onSubmit={(values) => send(values.amount)}
      onClose={onClose}
      serverFields={serverFields}
      serverFieldOf={serverFieldOf}
      secondarySave={removeLabel ? { label: removeLabel, run: () => send(null) } : undefined}
    >
      <Stack spacing={2}>
        {notice}
        <LimitKeyFields control={form.control as unknown as Control<LimitKeyForm>} disabled={Boolean(row)} />
        <MoneyField
          control={form.control}
          name="amount"
          label={`${noun} por número`}
          currency={currency}
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
