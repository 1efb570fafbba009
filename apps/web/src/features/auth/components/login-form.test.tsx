import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken } from '@/lib/tokens';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { LoginPage } from './login-page';

function renderLogin(onSignedIn = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LoginPage onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn, queryClient };
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in page', () => {
  it('labels its fields Usuario and Contraseña and validates them with the shared schema', async () => {
    const fetchMock = stubApi(null);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El usuario es obligatorio.')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeTruthy();
    expect(screen.getByLabelText('Usuario')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in an alert when the credentials are wrong", async () => {
    stubApi(null, {
      'POST /api/v2/auth/session': () =>
        jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos.' }),
    });
    const { onSignedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Usuario'), 'admin');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Usuario o contraseña incorrectos.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the tokens, fills the session and hands the user over on success', async () => {
    const user = DEMO_USERS.admin;
    const fetchMock = stubApi(null, {
      'POST /api/v2/auth/session': () =>
        jsonResponse(200, { access_token: 'acc', refresh_token: 'ref', expires_in: 900, user }),
    });
    const { onSignedIn, queryClient } = renderLogin();
    await userEvent.type(screen.getByLabelText('Usuario'), '  admin ');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'admin', password: 'demo1234' });
    expect(getAccessToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(user);
  });

  it('puts field errors from the server on their fields', async () => {
    stubApi(null, {
      'POST /api/v2/auth/session': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'Los datos enviados no son válidos.',
          fields: [{ field: 'username', message: 'Usuario no válido.' }],
        }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Usuario'), 'x');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usuario no válido.')).toBeTruthy();
  });
});
