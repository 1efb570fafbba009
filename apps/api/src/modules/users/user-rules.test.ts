import { ROLES, type Role } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import {
  flagGrantProblems,
  manageTargetProblem,
  roleGrantProblem,
  roleKindProblem,
  selfChangeProblems,
  type Caller,
} from './user-rules';

const caller = (role: Role, flags: Partial<Caller> = {}): Caller => ({
  id: 1,
  role,
  manage_childs: true,
  awarding_results: false,
  ...flags,
});

describe('roleGrantProblem', () => {
  it('lets a role give itself and anything below, never above', () => {
    for (const [i, giver] of ROLES.entries()) {
      for (const [j, role] of ROLES.entries()) {
        expect(roleGrantProblem(giver, role) === null, `${giver} → ${role}`).toBe(j >= i);
      }
    }
  });

  it('never lets a supervisor or a distributor create a banca administrator', () => {
    expect(roleGrantProblem('SUPERV_BANCA', 'ADMIN_BANCA')).toMatch(/no puede crear administradores/);
    expect(roleGrantProblem('DISTRIBUIDOR', 'ADMIN_BANCA')).toMatch(/no puede crear administradores/);
    expect(roleGrantProblem('DISTRIBUIDOR', 'SUPERV_BANCA')).toMatch(/superior al suyo/);
  });
});

describe('roleKindProblem', () => {
  it('follows ROLE_PARTNER_KINDS', () => {
    expect(roleKindProblem('ADMIN_TAQUILLA', 'AGENCIA')).toBeNull();
    expect(roleKindProblem('ADMIN_TAQUILLA', 'TAQUILLA')).toBeNull();
    expect(roleKindProblem('VEND_TAQUILLA', 'AGENCIA')).toBe(
      'El rol Vendedor de taquilla no corresponde a un asociado de tipo Agencia (debe ser Taquilla).',
    );
    expect(roleKindProblem('DISTRIBUIDOR', 'BANCA')).not.toBeNull();
  });
});

describe('flagGrantProblems', () => {
  const none = { manage_childs: false, awarding_results: false };
  it('refuses giving or removing a flag the caller lacks, and only that one', () => {
    const giver = caller('SUPERV_BANCA');
    expect(flagGrantProblems(giver, null, { manage_childs: true, awarding_results: false })).toEqual([]);
    expect(flagGrantProblems(giver, null, { manage_childs: true, awarding_results: true }).map((p) => p.field)).toEqual(
      ['awarding_results'],
    );
    expect(
      flagGrantProblems(giver, { manage_childs: false, awarding_results: true }, none).map((p) => p.field),
    ).toEqual(['awarding_results']);
  });
  it('does not mind a flag that stays as it was', () => {
    const holder = { manage_childs: false, awarding_results: true };
    expect(flagGrantProblems(caller('SUPERV_BANCA'), holder, holder)).toEqual([]);
  });
});

describe('manageTargetProblem', () => {
  it('refuses managing a user of a higher role', () => {
    expect(manageTargetProblem(caller('SUPERV_BANCA'), 'ADMIN_BANCA')).not.toBeNull();
    expect(manageTargetProblem(caller('SUPERV_BANCA'), 'SUPERV_BANCA')).toBeNull();
    expect(manageTargetProblem(caller('ADMIN_BANCA'), 'VEND_TAQUILLA')).toBeNull();
  });
});

describe('selfChangeProblems', () => {
  const me = caller('ADMIN_BANCA', { awarding_results: true });
  const base = { role: 'ADMIN_BANCA' as const, partnerId: 1, flags: { manage_childs: true, awarding_results: true } };
  it('lets others be changed freely by this rule', () => {
    expect(selfChangeProblems(me, 2, base, { ...base, role: 'SUPERV_BANCA' })).toEqual([]);
  });
  it('refuses changing one’s own role, partner or flags', () => {
    const problems = selfChangeProblems(me, 1, base, {
      role: 'SUPERV_BANCA',
      partnerId: 2,
      flags: { manage_childs: false, awarding_results: true },
    });
    expect(problems.map((p) => p.field)).toEqual(['role', 'partner_id', 'manage_childs']);
    expect(selfChangeProblems(me, 1, base, base)).toEqual([]);
  });
});
