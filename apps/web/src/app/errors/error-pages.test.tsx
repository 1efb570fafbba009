import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';
import { RouteError } from './route-error';
import { ServerErrorPage } from './server-error-page';

describe('error pages', () => {
  it('shows status, title, description, home button and the optional report button', async () => {
    const onReport = vi.fn();
    render(
      <ErrorPage status={418} title="Título" description="Descripción" onReport={onReport} reportLabel="Informar" />,
    );
    expect(screen.getByText('418')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Título' })).toBeTruthy();
    expect(screen.getByText('Descripción')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/admin/dashboards/sales');
    await userEvent.click(screen.getByRole('button', { name: 'Informar' }));
    expect(onReport).toHaveBeenCalledOnce();
  });

  it('has no report button unless asked', () => {
    render(<ErrorPage status={404} title="x" description="y" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the 500 page says what the spec says and its report action resets', async () => {
    const onReport = vi.fn();
    render(<ServerErrorPage onReport={onReport} />);
    expect(screen.getByRole('heading', { name: 'Error del servidor' })).toBeTruthy();
    expect(screen.getByText(/tuvo un inconveniente.*Intente más tarde.*avise al equipo/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reportar y recargar' }));
    expect(onReport).toHaveBeenCalledOnce();
  });

  it('an unhandled render error in a route shows the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Error del servidor' })).toBeTruthy();
  });
});
