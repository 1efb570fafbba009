import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { contractResolver, FormDialog, formFieldPaths, FormTextField, lastSegment } from '.';

const ZPlace = z.object({ code: z.string().min(2, 'Mínimo 2 caracteres.'), name: z.string().min(1, 'Requerido.') });

function PlaceDialog({
  onSubmit,
  onClose,
  serverFieldOf,
  remove,
  loading = false,
}: {
  onSubmit: (values: z.output<typeof ZPlace>) => unknown;
  onClose: () => void;
  serverFieldOf?: (field: string) => string;
  remove?: () => unknown;
  loading?: boolean;
}) {
  const form = useForm({ resolver: contractResolver(ZPlace), defaultValues: { code: '', name: '' } });
  return (
    <FormDialog
      form={form}
      title="Nuevo lugar"
      onSubmit={onSubmit}
      onClose={onClose}
      loading={loading}
      secondarySave={remove ? { label: 'Quitar', run: remove } : undefined}
      {...(serverFieldOf ? { serverFieldOf } : {})}
    >
      <FormTextField control={form.control} name="code" label="Código" />
      <FormTextField control={form.control} name="name" label="Nombre" />
    </FormDialog>
  );
}

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Código'), 'AB');
  await userEvent.type(screen.getByLabelText('Nombre'), 'Centro');
};

describe('FormDialog', () => {
  it('is named by its title and focuses the first field', async () => {
    render(<PlaceDialog onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Nuevo lugar' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Código')));
  });

  it('checks the values with the contract and does not save invalid ones', async () => {
    const onSubmit = vi.fn();
    render(<PlaceDialog onSubmit={onSubmit} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Mínimo 2 caracteres.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves, waits while saving (buttons disabled), then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<PlaceDialog onSubmit={onSubmit} onClose={onClose} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'AB', name: 'Centro' }));
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Guardar/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('puts the server field errors on their fields and stays open', async () => {
    const refusal = new ApiError({
      status: 409,
      code: 'DUPLICATE',
      message: 'Ya existe.',
      fields: [{ field: 'name', message: 'Ese nombre ya existe.' }],
    });
    const onClose = vi.fn();
    render(<PlaceDialog onSubmit={() => Promise.reject(refusal)} onClose={onClose} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Ese nombre ya existe.');
    expect(screen.getByLabelText('Nombre').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Código').getAttribute('aria-invalid')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("places a list endpoint's row errors on a one-row form", async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos.',
      fields: [{ field: 'places.0.code', message: 'Código inválido.' }],
    });
    render(<PlaceDialog onSubmit={() => Promise.reject(refusal)} onClose={vi.fn()} serverFieldOf={lastSegment} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Código inválido.')).toBeTruthy();
  });

  it('closes without saving on Cancelar and on Escape', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<PlaceDialog onSubmit={onSubmit} onClose={onClose} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FormDialog extras', () => {
  it('runs a second save without checking the fields, then closes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<PlaceDialog onSubmit={onSubmit} onClose={onClose} remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a progress instead of the fields while loading, and cannot be submitted', () => {
    render(<PlaceDialog onSubmit={vi.fn()} onClose={vi.fn()} loading />);
    expect(screen.getByLabelText('Cargando')).toBeTruthy();
    expect(screen.queryByLabelText('Código')).toBeNull();
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('formFieldPaths', () => {
  it('names every path of the values, at every depth', () => {
    expect(formFieldPaths({ name: 'x', bet_types: [{ code: 'A', multiplier: '1' }], weekdays: [1] })).toEqual([
      'name',
      'bet_types',
      'bet_types.0',
      'bet_types.0.code',
      'bet_types.0.multiplier',
      'weekdays',
      'weekdays.0',
    ]);
  });
});
