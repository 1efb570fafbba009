import type { CountryIso2, Currency, PartnerKind, Role } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { partners, users, type PartnerRow } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { insertPartner } from '../../modules/partners';
import { seedNetwork } from './network';
import { seedCatalogue } from './catalogue';
import { seedLimits } from './limits';

/** Password of every demo user (shown in the README). */
export const DEMO_PASSWORD = 'demo1234';

interface PartnerSeed {
  code: string;
  name: string;
  kind: PartnerKind;
  country?: CountryIso2;
  currency?: Currency;
  children?: PartnerSeed[];
}

interface UserSeed {
  username: string;
  name: string;
  role: Role;
  partner: string;
  manage_childs?: boolean;
  awarding_results?: boolean;
}

const taquillas = (prefix: string, names: string[]): PartnerSeed[] =>
  names.map((name, i) => ({ code: `${prefix}-T${i + 1}`, name, kind: 'TAQUILLA' }));

/** The demo network: Banca Venezuela with two distributors, plus Panamá and Colombia. */
export const DEMO_NETWORK: PartnerSeed[] = [
  {
    code: 'BVE', name: 'Banca Venezuela', kind: 'BANCA', country: 'VE', currency: 'BS',
    children: [
      {
        code: 'DCE', name: 'Distribuidora Centro', kind: 'DISTRIBUIDOR',
        children: [
          { code: 'ACE1', name: 'Agencia Centro 1', kind: 'AGENCIA', children: taquillas('ACE1', ['Taquilla 1', 'Taquilla 2', 'Taquilla Centro 1-3']) },
          { code: 'ACE2', name: 'Agencia Centro 2', kind: 'AGENCIA', children: taquillas('ACE2', ['Taquilla Centro 2-1', 'Taquilla Centro 2-2']) },
        ],
      },
      {
        code: 'DOR', name: 'Distribuidora Oriente', kind: 'DISTRIBUIDOR',
        children: [
          { code: 'AOR1', name: 'Agencia Oriente 1', kind: 'AGENCIA', children: taquillas('AOR1', ['Taquilla Oriente 1-1', 'Taquilla Oriente 1-2']) },
          { code: 'AOR2', name: 'Agencia Oriente 2', kind: 'AGENCIA', children: taquillas('AOR2', ['Taquilla Oriente 2-1']) },
        ],
      },
    ],
  },
  {
    code: 'BPA', name: 'Banca Panamá', kind: 'BANCA', country: 'PA', currency: 'USD',
    children: [{ code: 'APA1', name: 'Agencia Panamá 1', kind: 'AGENCIA', children: taquillas('APA1', ['Taquilla Panamá 1-1', 'Taquilla Panamá 1-2']) }],
  },
  {
    code: 'BCO', name: 'Banca Colombia', kind: 'BANCA', country: 'CO', currency: 'COP',
    children: [
      {
        code: 'DBO', name: 'Distribuidora Bogotá', kind: 'DISTRIBUIDOR',
        children: [{ code: 'ABO1', name: 'Agencia Bogotá 1', kind: 'AGENCIA', children: taquillas('ABO1', ['Taquilla Bogotá 1-1']) }],
      },
    ],
  },
];

export const DEMO_USERS: UserSeed[] = [
  { username: 'admin', name: 'Ana Administradora', role: 'ADMIN_BANCA', partner: 'BVE', manage_childs: true, awarding_results: true },
  { username: 'supervisor', name: 'Simón Supervisor', role: 'SUPERV_BANCA', partner: 'BVE', manage_childs: true },
  { username: 'distribuidor', name: 'Daniela Distribuidora', role: 'DISTRIBUIDOR', partner: 'DCE', manage_childs: true, awarding_results: true },
  { username: 'distribuidor2', name: 'Diego Distribuidor', role: 'DISTRIBUIDOR', partner: 'DOR' },
  { username: 'agencia', name: 'Alicia Agencia', role: 'ADMIN_TAQUILLA', partner: 'ACE1' },
  { username: 'taquilla', name: 'Tomás Taquillero', role: 'VEND_TAQUILLA', partner: 'ACE1-T1' },
  { username: 'polla', name: 'Paola Polla', role: 'VEND_TAQUILLA_POLLA', partner: 'ACE1-T2' },
  { username: 'admin.pa', name: 'Pedro Administrador', role: 'ADMIN_BANCA', partner: 'BPA', manage_childs: true, awarding_results: true },
  { username: 'admin.co', name: 'Camila Administradora', role: 'ADMIN_BANCA', partner: 'BCO', manage_childs: true },
];

/** True if the database holds no partner yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo network and users in one transaction; does nothing if partners exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const byCode = new Map<string, PartnerRow>();
    const insertTree = async (seed: PartnerSeed, parent: PartnerRow | null) => {
      const row = await insertPartner(
        tx,
        {
          kind: seed.kind,
          code: seed.code,
          name: seed.name,
          countryIso2: seed.country ?? parent!.countryIso2,
          currency: seed.currency ?? parent!.currency,
        },
        parent,
      );
      byCode.set(seed.code, row);
      for (const child of seed.children ?? []) await insertTree(child, row);
    };
    for (const root of DEMO_NETWORK) await insertTree(root, null);
    await seedNetwork(tx, byCode);
    await tx.insert(users).values(
      DEMO_USERS.map((user) => ({
        username: user.username,
        name: user.name,
        role: user.role,
        partnerId: byCode.get(user.partner)!.id,
        passwordHash,
        manageChilds: user.manage_childs ?? false,
        awardingResults: user.awarding_results ?? false,
      })),
    );
    await seedCatalogue(tx);
    await seedLimits(tx);
  });
  return true;
}
