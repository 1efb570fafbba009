import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_FAMILIES, StatusChip, statusLook, statusOptions } from './status-chip';

describe('status families', () => {
  it('give every status a Spanish label and a colour', () => {
    for (const looks of Object.values(STATUS_FAMILIES)) {
      for (const look of Object.values(looks)) {
        expect(look.label).toMatch(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ ]+$/);
        expect(look.color).toBeTruthy();
      }
    }
  });

  it('keep the texts the screens show', () => {
    expect(STATUS_FAMILIES.partner.ACTIVE).toEqual({ label: 'Activo', color: 'success' });
    expect(STATUS_FAMILIES.partner.SUSPENDED.label).toBe('Suspendido');
    expect(STATUS_FAMILIES.user.BLOCKED.label).toBe('Bloqueado');
    expect(STATUS_FAMILIES.catalogue.INACTIVE.label).toBe('Inactivo');
    expect(statusLook('ticket', 'ANULADO')).toEqual({ label: 'Anulado', color: 'error' });
    expect(statusLook('occurrence', 'SUSPENDED').label).toBe('Suspendido');
    expect(statusLook('block', 'ACTIVE').color).toBe('error');
  });

  it('list a family as options in its order', () => {
    expect(statusOptions('user')).toEqual([
      { value: 'ACTIVE', label: 'Activo' },
      { value: 'BLOCKED', label: 'Bloqueado' },
      { value: 'INACTIVE', label: 'Inactivo' },
    ]);
  });
});

describe('StatusChip', () => {
  it("shows the status's label in its colour", () => {
    render(<StatusChip family="partner" status="SUSPENDED" />);
    const chip = screen.getByText('Suspendido').closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-colorWarning');
  });
});
