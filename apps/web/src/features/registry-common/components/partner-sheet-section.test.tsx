import { fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PartnerSheetSection, type PartnerSheet } from './partner-sheet-section';

interface Sheet extends PartnerSheet {
  readonly rows: readonly string[];
}

const SHEET: Sheet = { partner: { name: 'Agencia Norte' }, rows: ['Lotto Activo', 'Triple Caracas'] };

const answered = (data: Sheet) => ({ isPending: false, isError: false, data }) as UseQueryResult<Sheet>;

function renderSection(sheet: UseQueryResult<Sheet>) {
  return render(
    <PartnerSheetSection<Sheet, string>
      sheet={sheet}
      loadingText="Cargando cupos…"
      headingId="test-title"
      heading={(partner) => `Cupos de ${partner.name}`}
      newLabel="Nuevo cupo"
      globalLabel="Cupo global"
      table={(data, edit) =>
        data.rows.map((row) => (
          <button key={row} onClick={() => edit(row)}>
            Editar {row}
          </button>
        ))
      }
      editor={(partner, entry, onClose) => (
        <div role="dialog" aria-label={`${entry ?? 'nuevo'} de ${partner.name}`}>
          <button onClick={onClose}>Cancelar</button>
        </div>
      )}
      globalEditor={(partner) => <div role="dialog" aria-label={`global bajo ${partner.name}`} />}
    />,
  );
}

describe('PartnerSheetSection', () => {
  it('waits for the sheet, then names it after the partner', () => {
    const pending = renderSection({ isPending: true } as UseQueryResult<Sheet>);
    expect(screen.getByText('Cargando cupos…')).toBeTruthy();
    pending.unmount();
    renderSection(answered(SHEET));
    expect(screen.getByRole('region', { name: 'Cupos de Agencia Norte' })).toBeTruthy();
  });

  it('opens one editor at a time: a row, a new row or the global save, and closes it', () => {
    renderSection(answered(SHEET));
    fireEvent.click(screen.getByRole('button', { name: 'Editar Triple Caracas' }));
    expect(screen.getByRole('dialog', { name: 'Triple Caracas de Agencia Norte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cupo' }));
    expect(screen.getByRole('dialog', { name: 'nuevo de Agencia Norte' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cupo global' }));
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual([
      'global bajo Agencia Norte',
    ]);
  });
});
