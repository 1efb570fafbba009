import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const renderConfirm = (props: { busy?: boolean; destructive?: boolean } = {}) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Desactivar lotería"
      message="La lotería deja de venderse."
      confirmLabel="Desactivar"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDialog', () => {
  it('asks by its title and message, and confirms once', async () => {
    const { onConfirm, onClose } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Desactivar lotería' });
    expect(dialog.textContent).toContain('La lotería deja de venderse.');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancelar and Escape close without confirming', async () => {
    const { onConfirm, onClose } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while busy: both buttons disabled, Escape ignored', async () => {
    const { onConfirm, onClose } = renderConfirm({ busy: true });
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Desactivar/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('paints a destructive action red', () => {
    renderConfirm({ destructive: true });
    expect(screen.getByRole('button', { name: 'Desactivar' }).className).toContain('MuiButton-colorError');
  });
});
