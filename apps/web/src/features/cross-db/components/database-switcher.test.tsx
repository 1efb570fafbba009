import { getCrossDbStatus, listDbConnections } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { DatabaseSwitcher } from './database-switcher';

function renderSwitcher() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <DatabaseSwitcher />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the database switcher', () => {
  it('is hidden while the operator has one database', async () => {
    const fetchMock = stubApi(DEMO_USERS.admin, {
      [`GET ${getCrossDbStatus.path}`]: () =>
        jsonResponse(200, { enabled: false, db_name: 'principal', databases: [] }),
    });
    const { container } = renderSwitcher();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('names the current database and offers the linked ones', async () => {
    stubApi(DEMO_USERS.admin, {
      [`GET ${getCrossDbStatus.path}`]: () => jsonResponse(200, { enabled: true, db_name: 've', databases: ['co'] }),
      [`POST ${listDbConnections.path}`]: () =>
        jsonResponse(200, [
          { db_name: 've', current: true },
          { db_name: 'co', current: false },
        ]),
    });
    renderSwitcher();
    await userEvent.click(await screen.findByRole('button', { name: 'Base: ve' }));
    expect(await screen.findByRole('menuitem', { name: 'Cambiar a co' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Enlazar cuenta de otra base…' })).toBeTruthy();
  });
});
