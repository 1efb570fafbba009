import type { PartnerStatus, TicketOffice } from '@banca/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, terminals, users } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import { terminalsBehind } from '../software';
import {
  countPartners,
  iso,
  outer,
  parentPartner,
  partnerColumns,
  searchPartners,
  toPartner,
} from './partner-repository';

/** A column of the taquilla's current terminal: the bound one, else the latest released. */
const latestTerminal = (column: 'last_connection_at' | 'software_version') =>
  sql`(SELECT t.${sql.raw(column)} FROM terminals AS t WHERE t.partner_id = ${outer('id')}
       ORDER BY (t.status = 'BOUND') DESC, t.bound_at DESC, t.id DESC LIMIT 1)`;
const hasBound = sql`EXISTS (SELECT 1 FROM terminals AS t WHERE t.partner_id = ${outer('id')} AND t.status = 'BOUND')`;
const hasAny = sql`EXISTS (SELECT 1 FROM terminals AS t WHERE t.partner_id = ${outer('id')})`;

const TERMINAL_FILTER = {
  BOUND: hasBound,
  RELEASED: sql`(NOT ${hasBound} AND ${hasAny})`,
  NONE: sql`NOT ${hasAny}`,
};

const SORTABLE = {
  code: partners.code,
  name: partners.name,
  status: partners.status,
  agency_name: parentPartner.name,
  last_connection_at: latestTerminal('last_connection_at'),
  software_version: latestTerminal('software_version'),
};

export interface TicketOfficeQuery {
  search?: string | undefined;
  status?: PartnerStatus | undefined;
  agency_id?: number | undefined;
  terminal_status?: keyof typeof TERMINAL_FILTER | undefined;
  is_polla_seller?: boolean | undefined;
  sort?: keyof typeof SORTABLE | undefined;
  order: 'asc' | 'desc';
}

function ticketOfficeWhere(scope: Scope, query: Omit<TicketOfficeQuery, 'order'>, extra?: SQL) {
  return and(
    eq(partners.kind, 'TAQUILLA'),
    inScope(partners.path, scope),
    searchPartners(query.search),
    query.status ? eq(partners.status, query.status) : undefined,
    query.agency_id ? eq(partners.parentId, query.agency_id) : undefined,
    query.terminal_status ? TERMINAL_FILTER[query.terminal_status] : undefined,
    query.is_polla_seller === undefined ? undefined : eq(partners.isPollaSeller, query.is_polla_seller),
    extra,
  );
}

function selectTicketOffices(db: Db, where: SQL | undefined) {
  return db
    .select({ ...partnerColumns, agencyId: parentPartner.id, agencyCode: parentPartner.code })
    .from(partners)
    .leftJoin(parentPartner, eq(parentPartner.id, partners.parentId))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectTicketOffices>>[number];

/** Adds each taquilla's users and current terminal (two queries for the whole page). */
async function withUsersAndTerminals(db: Db, scope: Scope, rows: Row[]): Promise<TicketOffice[]> {
  const ids = rows.map((row) => row.partner.id);
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      status: users.status,
      partnerId: users.partnerId,
    })
    .from(users)
    .where(inArray(users.partnerId, ids))
    .orderBy(asc(users.username));
  const devices = await db
    .select()
    .from(terminals)
    .where(inArray(terminals.partnerId, ids))
    .orderBy(desc(sql`(${terminals.status} = 'BOUND')`), desc(terminals.boundAt), desc(terminals.id));
  const behind = await terminalsBehind(
    db,
    devices.map((device) => device.id),
  );
  return rows.map((row) => {
    const terminal = devices.find((device) => device.partnerId === row.partner.id);
    return {
      ...toPartner(row, scope),
      agency: { id: row.agencyId!, code: row.agencyCode!, name: row.parentName! },
      users: people
        .filter((person) => person.partnerId === row.partner.id)
        .map(({ partnerId: _p, ...person }) => person),
      terminal: terminal
        ? {
            id: terminal.id,
            device_id: terminal.deviceId,
            status: terminal.status,
            software_version: terminal.softwareVersion,
            software_behind: behind.has(terminal.id),
            last_connection_at: iso(terminal.lastConnectionAt),
            last_disconnection_at: iso(terminal.lastDisconnectionAt),
            bound_at: terminal.boundAt.toISOString(),
            released_at: iso(terminal.releasedAt),
          }
        : null,
    };
  });
}

export function ticketOfficeQueries(db: Db, scope: Scope, query: TicketOfficeQuery) {
  const where = ticketOfficeWhere(scope, query);
  return {
    rows: async (limit: number, offset: number) => {
      const rows = await selectTicketOffices(db, where)
        .orderBy(...orderBy(SORTABLE, query, 'code', partners.id))
        .limit(limit)
        .offset(offset);
      return withUsersAndTerminals(db, scope, rows);
    },
    count: () => countPartners(db, where),
  };
}

export async function findTicketOffice(db: Db, scope: Scope, id: number): Promise<TicketOffice | null> {
  const rows = await selectTicketOffices(db, ticketOfficeWhere(scope, {}, eq(partners.id, id)));
  const [office] = await withUsersAndTerminals(db, scope, rows);
  return office ?? null;
}

/** The taquilla's bound terminal, locked, or null. */
export async function boundTerminalOf(db: Db, partnerId: number) {
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.partnerId, partnerId), eq(terminals.status, 'BOUND')))
    .for('update');
  return row ?? null;
}

/** Unbinds a terminal (RELEASED now): its device may be bound elsewhere. */
export async function releaseTerminalRow(db: Db, terminalId: number) {
  const [row] = await db
    .update(terminals)
    .set({ status: 'RELEASED', releasedAt: new Date() })
    .where(eq(terminals.id, terminalId))
    .returning();
  return row!;
}

/** Records that a terminal was disconnected now (it stays bound). */
export async function markTerminalDisconnected(db: Db, terminalId: number) {
  const [row] = await db
    .update(terminals)
    .set({ lastDisconnectionAt: new Date() })
    .where(eq(terminals.id, terminalId))
    .returning();
  return row!;
}
