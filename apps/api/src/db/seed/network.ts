import type { Db } from '../client';
import { agencyConfig, bancaSettings, betsConfig, partners, terminals, type PartnerRow } from '../schema';
import { insertPartner } from '../../modules/partners';
import { eq } from 'drizzle-orm';

/**
 * The rest of the demo network, added after the core tree of demo.ts (whose codes, names and
 * users the tests rely on): Banca Venezuela grows to 3 distributors, 12 agencies and 40
 * taquillas; Panamá and Colombia a little. Plus each banca's settings and default bets
 * settings, some agencies' own, and a few terminals.
 */

interface Extra {
  code: string;
  name: string;
  kind: 'DISTRIBUIDOR' | 'AGENCIA' | 'TAQUILLA';
  parent: string;
  state?: string;
  municipality?: string;
  phone?: string;
  contact?: string;
}

const agency = (
  code: string,
  name: string,
  parent: string,
  state: string,
  municipality: string,
  phone: string,
  contact: string,
): Extra => ({
  code,
  name,
  kind: 'AGENCIA',
  parent,
  state,
  municipality,
  phone,
  contact,
});

/** `count` taquillas of an agency, numbered from `from` ("Taquilla Centro 3-1", code ACE3-T1). */
const offices = (agencyCode: string, label: string, from: number, count: number): Extra[] =>
  Array.from({ length: count }, (_, i) => ({
    code: `${agencyCode}-T${from + i}`,
    name: `Taquilla ${label}-${from + i}`,
    kind: 'TAQUILLA' as const,
    parent: agencyCode,
  }));

export const NETWORK_EXTRAS: Extra[] = [
  {
    code: 'DVA',
    name: 'Subdistribuidora Valencia',
    kind: 'DISTRIBUIDOR',
    parent: 'DCE',
    state: 'Carabobo',
    municipality: 'Valencia',
    phone: '0241-555-0101',
    contact: 'Valeria Rondón',
  },
  agency('ACE3', 'Agencia Centro 3', 'DCE', 'Aragua', 'Girardot', '0243-555-0133', 'Carlos Méndez'),
  agency('AVA1', 'Agencia Valencia 1', 'DVA', 'Carabobo', 'Valencia', '0241-555-0111', 'Luisa Pérez'),
  agency('AVA2', 'Agencia Valencia 2', 'DVA', 'Carabobo', 'Naguanagua', '0241-555-0112', 'Jorge Salas'),
  agency('AOR3', 'Agencia Oriente 3', 'DOR', 'Anzoátegui', 'Sotillo', '0281-555-0133', 'Rosa Marcano'),
  agency('ACA1', 'Agencia Caracas 1', 'BVE', 'Distrito Capital', 'Libertador', '0212-555-0111', 'Pedro Blanco'),
  agency('ACA2', 'Agencia Caracas 2', 'BVE', 'Miranda', 'Chacao', '0212-555-0112', 'Ana Torres'),
  agency('ACA3', 'Agencia Caracas 3', 'BVE', 'Miranda', 'Sucre', '0212-555-0113', 'José Lugo'),
  agency('ACA4', 'Agencia Caracas 4', 'BVE', 'Miranda', 'Baruta', '0212-555-0114', 'María Ochoa'),
  ...offices('ACE1', 'Centro 1', 4, 1),
  ...offices('ACE2', 'Centro 2', 3, 1),
  ...offices('AOR1', 'Oriente 1', 3, 1),
  ...offices('AOR2', 'Oriente 2', 2, 2),
  ...offices('ACE3', 'Centro 3', 1, 4),
  ...offices('AVA1', 'Valencia 1', 1, 4),
  ...offices('AVA2', 'Valencia 2', 1, 3),
  ...offices('AOR3', 'Oriente 3', 1, 3),
  ...offices('ACA1', 'Caracas 1', 1, 4),
  ...offices('ACA2', 'Caracas 2', 1, 3),
  ...offices('ACA3', 'Caracas 3', 1, 3),
  ...offices('ACA4', 'Caracas 4', 1, 3),
  agency('APA2', 'Agencia Panamá 2', 'BPA', 'Panamá', 'San Miguelito', '+507 555-0102', 'Luis Herrera'),
  ...offices('APA2', 'Panamá 2', 1, 2),
  agency('ABO2', 'Agencia Bogotá 2', 'DBO', 'Cundinamarca', 'Bogotá', '+57 601 555 0102', 'Sofía Restrepo'),
  ...offices('ABO2', 'Bogotá 2', 1, 2),
];

/** Location and contact of the core tree's partners (their codes and names stay as they are). */
const CORE_DETAILS: Record<string, { state: string; municipality: string; phone: string; contact: string }> = {
  DCE: { state: 'Distrito Capital', municipality: 'Libertador', phone: '0212-555-0100', contact: 'Daniela Rivas' },
  DOR: { state: 'Anzoátegui', municipality: 'Simón Bolívar', phone: '0281-555-0100', contact: 'Diego Salazar' },
  ACE1: { state: 'Distrito Capital', municipality: 'Libertador', phone: '0212-555-0101', contact: 'Alicia Gómez' },
  ACE2: { state: 'Miranda', municipality: 'Sucre', phone: '0212-555-0102', contact: 'Ramón Pérez' },
  AOR1: { state: 'Anzoátegui', municipality: 'Simón Bolívar', phone: '0281-555-0101', contact: 'Carmen Rojas' },
  AOR2: { state: 'Sucre', municipality: 'Sucre', phone: '0293-555-0102', contact: 'Luis Marcano' },
  APA1: { state: 'Panamá', municipality: 'Panamá', phone: '+507 555-0101', contact: 'Ana Castillo' },
  DBO: { state: 'Cundinamarca', municipality: 'Bogotá', phone: '+57 601 555 0100', contact: 'Andrés Gómez' },
  ABO1: { state: 'Cundinamarca', municipality: 'Bogotá', phone: '+57 601 555 0101', contact: 'Laura Ortiz' },
};

const BANCA_SETTINGS = [
  {
    code: 'BVE',
    timezone: 'America/Caracas',
    header: 'Banca Venezuela\nLotería autorizada',
    footer: 'Revise su ticket antes de retirarse.\nLos premios caducan a los 3 días.',
  },
  { code: 'BPA', timezone: 'America/Panama', header: 'Banca Panamá', footer: 'Gracias por su jugada.' },
  { code: 'BCO', timezone: 'America/Bogota', header: 'Banca Colombia', footer: 'Juegue con responsabilidad.' },
];

/** Minor units of each banca's currency. */
const bets = (min: bigint, max: bigint, ticket: bigint, minutes = 5, validity = 3) => ({
  minPerPlay: min,
  maxPerPlay: max,
  maxPerTicket: ticket,
  minutesBeforeClose: minutes,
  annulmentWindowMinutes: 5,
  maxAnnulmentsPerDay: 10,
  prizeValidityDays: validity,
});

const BETS = [
  { code: 'BVE', ...bets(100n, 500_000n, 5_000_000n) },
  { code: 'BPA', ...bets(25n, 10_000n, 100_000n) },
  { code: 'BCO', ...bets(50_000n, 20_000_000n, 200_000_000n) },
  { code: 'ACE1', ...bets(200n, 200_000n, 2_000_000n, 10) },
  { code: 'AOR1', ...bets(100n, 100_000n, 1_000_000n, 5, 5) },
  { code: 'ACA1', ...bets(500n, 1_000_000n, 10_000_000n, 3) },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const TERMINALS = [
  { office: 'ACE1-T1', device: 'POS-VE-0001', version: '2.5.0', connected: 5, disconnected: 600 },
  { office: 'ACE1-T2', device: 'POS-VE-0002', version: '2.5.0', connected: 12, disconnected: 900 },
  { office: 'ACE2-T1', device: 'POS-VE-0003', version: '2.4.1', connected: 180, disconnected: 30 },
  { office: 'AOR1-T1', device: 'POS-VE-0004', version: '2.4.1', connected: 45, disconnected: 2000 },
  { office: 'ACA1-T1', device: 'POS-VE-0005', version: '2.5.0', connected: 2, disconnected: null },
  { office: 'AVA1-T1', device: 'POS-VE-0006', version: '2.3.7', connected: 4000, disconnected: 3900 },
  { office: 'APA1-T1', device: 'POS-PA-0001', version: '2.5.0', connected: 20, disconnected: 1500 },
  { office: 'ABO1-T1', device: 'POS-CO-0001', version: '2.4.1', connected: 60, disconnected: 700 },
];

/** Adds the extras under the partners of the core tree (by code). */
export async function seedNetwork(tx: Db, byCode: Map<string, PartnerRow>): Promise<void> {
  for (const [code, details] of Object.entries(CORE_DETAILS)) {
    const [row] = await tx
      .update(partners)
      .set({
        state: details.state,
        municipality: details.municipality,
        phone: details.phone,
        contactName: details.contact,
      })
      .where(eq(partners.id, byCode.get(code)!.id))
      .returning();
    byCode.set(code, row!);
  }
  for (const extra of NETWORK_EXTRAS) {
    const parent = byCode.get(extra.parent)!;
    const row = await insertPartner(
      tx,
      {
        kind: extra.kind,
        code: extra.code,
        name: extra.name,
        countryIso2: parent.countryIso2,
        currency: parent.currency,
        state: extra.state ?? parent.state,
        municipality: extra.municipality ?? parent.municipality,
        phone: extra.phone ?? null,
        contactName: extra.contact ?? null,
        isPollaSeller: extra.kind === 'TAQUILLA' && extra.code.endsWith('-T2'),
      },
      parent,
    );
    byCode.set(extra.code, row);
  }
  await tx
    .update(partners)
    .set({ isPollaSeller: true })
    .where(eq(partners.id, byCode.get('ACE1-T2')!.id));
  await tx.insert(bancaSettings).values(
    BANCA_SETTINGS.map((s) => ({
      partnerId: byCode.get(s.code)!.id,
      timezone: s.timezone,
      ticketHeader: s.header,
      ticketFooter: s.footer,
    })),
  );
  await tx
    .insert(betsConfig)
    .values(BETS.map(({ code, ...values }) => ({ partnerId: byCode.get(code)!.id, ...values })));
  // Agencia Valencia 1 settles with Distribuidora Centro, above its own distributor.
  await tx
    .insert(agencyConfig)
    .values({ partnerId: byCode.get('AVA1')!.id, paymentsResponsiblePartnerId: byCode.get('DCE')!.id });
  await tx.insert(terminals).values(
    TERMINALS.map((t) => ({
      partnerId: byCode.get(t.office)!.id,
      deviceId: t.device,
      softwareVersion: t.version,
      lastConnectionAt: minutesAgo(t.connected),
      lastDisconnectionAt: t.disconnected === null ? null : minutesAgo(t.disconnected),
      boundAt: minutesAgo(60 * 24 * 30),
    })),
  );
  // A device that was bound to Taquilla Centro 2-2 and released.
  await tx.insert(terminals).values({
    partnerId: byCode.get('ACE2-T2')!.id,
    deviceId: 'POS-VE-0099',
    status: 'RELEASED',
    softwareVersion: '2.2.0',
    lastConnectionAt: minutesAgo(60 * 24 * 3),
    lastDisconnectionAt: minutesAgo(60 * 24 * 3 - 30),
    boundAt: minutesAgo(60 * 24 * 90),
    releasedAt: minutesAgo(60 * 24 * 2),
  });
}
