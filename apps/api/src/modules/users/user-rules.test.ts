import { ROLES, type Role } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import {
  flagGrantProblems,
  manageTargetProblem,
  roleGrantProblem,
  roleKindProblem,
  selfChangeProblems,
  type Caller,
  type Flags,
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
  const at = (role: Role, path: string, flags: Partial<Caller> = {}) => ({ ...caller(role, flags), partnerPath: path });
  const user = (id: number, role: Role, path: string, flags: Partial<Flags> = {}) => ({
    id,
    role,
    partnerPath: path,
    flags: { manage_childs: false, awarding_results: false, ...flags },
  });

  it('refuses a user of a higher role, wherever it is', () => {
    expect(manageTargetProblem(at('SUPERV_BANCA', '/1/'), user(2, 'ADMIN_BANCA', '/1/'))).not.toBeNull();
    expect(manageTargetProblem(at('ADMIN_BANCA', '/1/'), user(2, 'VEND_TAQUILLA', '/1/4/9/'))).toBeNull();
  });

  it('refuses a peer: the same role at the same partner', () => {
    expect(manageTargetProblem(at('SUPERV_BANCA', '/1/'), user(2, 'SUPERV_BANCA', '/1/'))).not.toBeNull();
    expect(manageTargetProblem(at('DISTRIBUIDOR', '/1/4/'), user(2, 'DISTRIBUIDOR', '/1/4/'))).not.toBeNull();
    expect(manageTargetProblem(at('ADMIN_BANCA', '/1/'), user(2, 'ADMIN_BANCA', '/1/'))).not.toBeNull();
  });

  it('allows the same role further down the tree', () => {
    expect(manageTargetProblem(at('DISTRIBUIDOR', '/1/4/'), user(2, 'DISTRIBUIDOR', '/1/4/7/'))).toBeNull();
  });

  it('refuses a user holding a right the caller lacks', () => {
    const supervisor = at('SUPERV_BANCA', '/1/');
    expect(manageTargetProblem(supervisor, user(2, 'DISTRIBUIDOR', '/1/4/', { awarding_results: true }))).toMatch(
      /premiar sorteos/,
    );
    expect(manageTargetProblem(supervisor, user(2, 'DISTRIBUIDOR', '/1/4/', { manage_childs: true }))).toBeNull();
    expect(
      manageTargetProblem(
        at('SUPERV_BANCA', '/1/', { awarding_results: true }),
        user(2, 'DISTRIBUIDOR', '/1/4/', { awarding_results: true }),
      ),
    ).toBeNull();
  });

  it('leaves the caller’s own account to the rules of self-changes', () => {
    expect(manageTargetProblem(at('SUPERV_BANCA', '/1/'), user(1, 'SUPERV_BANCA', '/1/'))).toBeNull();
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
