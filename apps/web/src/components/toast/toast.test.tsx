import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { TOAST_DURATION_MS, Toaster, toast, useToasts, useToastsAwayFromBottom } from './index';

function Count() {
  return <output data-testid="count">{useToasts().length}</output>;
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows the error title with the server message, and goes away after 2500 ms', () => {
    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <Count />
      </>,
    );
    act(() => {
      toast.error(new ApiError({ status: 409, code: 'CONFLICT', message: 'Ya existe.' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ha ocurrido un error');
    expect(alert.textContent).toContain('Ya existe.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByTestId('count').textContent).toBe('1');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('shows the success title', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Guardado.');
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Operación Exitosa!');
    expect(status.textContent).toContain('Guardado.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1));
  });
});

describe('toast placement', () => {
  it('stacks at the bottom right, and at the top while a screen keeps the bottom for its main action', () => {
    vi.useFakeTimers();
    function KeepsBottom() {
      useToastsAwayFromBottom();
      return null;
    }
    const { rerender } = render(
      <>
        <Toaster />
        <KeepsBottom />
      </>,
    );
    act(() => {
      toast.success('Premio pagado: Bs 600,00.');
    });
    const stack = screen.getByTestId('toast').parentElement!.closest('[aria-live]') as HTMLElement;
    expect(stack.dataset.placement).toBe('top');
    expect(getComputedStyle(stack).top).toBe('72px');
    rerender(<Toaster />);
    expect(stack.dataset.placement).toBe('bottom');
    expect(getComputedStyle(stack).bottom).toBe('16px');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1));
  });
});
