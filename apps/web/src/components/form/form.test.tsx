import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { INVALID_DAY } from '../day-field';
import { applyServerFieldErrors, decimalToMinor, FormTextField, MoneyField, minorToInputText } from '.';

describe('decimalToMinor', () => {
  it.each([
    ['10', '1000'],
    ['1234,5', '123450'],
    ['1.234,56', '123456'],
    ['1,234.56', '123456'],
    ['1.234', '123400'],
    ['0,01', '1'],
    ['0', '0'],
    ['0,1', '10'],
    ['12.', '1200'],
    ['123456789012345678,99', null],
    ['0.1.2', null],
    ['1,2,3', null],
    ['abc', null],
    ['-5', null],
    ['', null],
    ['1,234', '123400'],
  ])('%s → %s', (text, minor) => {
    expect(decimalToMinor(text)).toBe(minor);
  });

  it('never goes through a float: 0,29 stays 29 céntimos', () => {
    expect(decimalToMinor('0,29')).toBe('29');
    expect(decimalToMinor('9007199254740993')).toBe('900719925474099300');
  });

  it('reads negative amounts only when allowed, and shows minor units back as text', () => {
    expect(decimalToMinor('-1,50', 2, true)).toBe('-150');
    expect(minorToInputText('123456')).toBe('1234,56');
    expect(minorToInputText('5')).toBe('0,05');
    expect(minorToInputText('')).toBe('');
    expect(minorToInputText('100000', 'COP')).toBe('1000');
  });
});

const schema = z.object({
  name: z.string().min(1, { error: 'El nombre es obligatorio.' }),
  amount: z.string().regex(/^\d+$/, { error: 'El monto es obligatorio.' }),
});
type Values = z.infer<typeof schema>;

function Form({ onValid, serverError }: { onValid: (values: Values) => void; serverError?: unknown }) {
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', amount: '150000' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (serverError) applyServerFieldErrors(serverError, setError, ['name', 'amount']);
        else onValid(values);
      })}
    >
      <FormTextField control={control} name="name" label="Nombre" />
      <MoneyField control={control} name="amount" label="Monto" currency="BS" />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('form fields', () => {
  it('show the schema error under the field and the amount as decimal text', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    expect((screen.getByLabelText('Monto') as HTMLInputElement).value).toBe('1500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hand minor units to the form', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Agencia');
    const amount = screen.getByLabelText('Monto');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Agencia', amount: '123450' }));
  });

  it('flag an amount that is not one', async () => {
    render(<Form onValid={vi.fn()} />);
    const amount = screen.getByLabelText('Monto');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,3,4');
    expect(screen.getByText('Escriba un monto válido, por ejemplo 1.234,56.')).toBeTruthy();
  });

  it("put the server's field errors on the fields", async () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'Ya existe.',
      fields: [{ field: 'name', message: 'Ya existe un asociado con ese nombre.' }],
    });
    render(<Form onValid={vi.fn()} serverError={error} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Agencia Centro 1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un asociado con ese nombre.')).toBeTruthy();
  });
});

const daySchema = z.object({ day: z.iso.date({ error: 'La fecha no es válida.' }) });
type DayValues = z.infer<typeof daySchema>;

function DayForm({ onValid }: { onValid: (values: DayValues) => void }) {
  const { control, handleSubmit } = useForm<DayValues>({
    resolver: zodResolver(daySchema),
    defaultValues: { day: '2026-11-01' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField control={control} name="day" type="date" label="Desde" />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('a day field in a form', () => {
  it('never saves the last good day while the field shows a text that is not one', async () => {
    const onValid = vi.fn();
    render(<DayForm onValid={onValid} />);
    const field = screen.getByLabelText('Desde') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '31/02/2099' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(INVALID_DAY)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '01/01/2099' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ day: '2099-01-01' }, expect.anything()));
  });
});
