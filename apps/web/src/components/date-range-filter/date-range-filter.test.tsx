import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter, useDateRange } from '.';

function Harness() {
  const dates = useDateRange({ timeZone: 'America/Caracas' });
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <output data-testid="range">{`${dates.range.from}..${dates.range.to} antes ${dates.previous.from}..${dates.previous.to}`}</output>
      <DateRangeFilter dates={dates} />
    </>
  );
}

function renderFilter(url = '/report') {
  const router = createMemoryRouter([{ path: '/report', element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

const url = () => screen.getByTestId('url').textContent;
const range = () => screen.getByTestId('range').textContent;

async function choose(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Período' }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T19:00:00Z')); // a Wednesday, 15:00 in Caracas
});
afterEach(() => vi.useRealTimers());

describe('DateRangeFilter', () => {
  it('shows today by default without writing it to the URL', () => {
    renderFilter();
    expect(screen.getByRole('combobox', { name: 'Período' }).textContent).toBe('Hoy');
    expect(range()).toBe('2026-03-18..2026-03-18 antes 2026-03-17..2026-03-17');
    expect(url()).toBe('');
  });

  it('writes a preset to the URL, and the default preset back out of it', async () => {
    renderFilter('/report?page=3');
    await choose('Esta semana');
    expect(url()).toBe('?from_date=2026-03-16&to_date=2026-03-18');
    expect(range()).toBe('2026-03-16..2026-03-18 antes 2026-03-13..2026-03-15');
    await choose('Hoy');
    expect(url()).toBe('');
  });

  it('reads the period of a shared link, and Rango edits its days', async () => {
    renderFilter('/report?from_date=2026-03-02&to_date=2026-03-09');
    expect(screen.getByRole('combobox', { name: 'Período' }).textContent).toBe('Rango');
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '04/03/2026' } });
    expect(url()).toBe('?from_date=2026-03-02&to_date=2026-03-04');
  });

  it('keeps Rango open even when its days are a preset', async () => {
    renderFilter();
    await choose('Rango');
    expect(screen.getByLabelText('Desde')).toBeTruthy();
    expect(url()).toBe('');
  });
});
