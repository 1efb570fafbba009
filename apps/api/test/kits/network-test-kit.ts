import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, sharedTestApp } from '../session';
import { auditLog, partners, users } from '../../src/db/schema';

/**
 * What the network's API tests share: the app on its own copy of the demo database, signed-in
 * demo users, and quick reads of the tables to prove what changed (or did not).
 */
export function networkTestKit() {
  const t = sharedTestApp();

  const kit = {
    get app() {
      return t.app;
    },
    get db() {
      return t.database.db;
    },
    /** True on the real PostgreSQL, where concurrent requests really overlap. */
    get realPostgres() {
      return t.realPostgres;
    },
    /** A call as a demo user. */
    async as(
      username: string,
      method: InjectOptions['method'],
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) {
      return t.app.inject({
        method,
        url,
        headers: { ...bearer(await t.tokenOf(username)), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async partner(code: string) {
      const [row] = await t.database.db.select().from(partners).where(eq(partners.code, code));
      if (!row) throw new Error(`No existe el asociado ${code}`);
      return row;
    },
    /** Lets a demo user manage children (distribuidor2 has no such flag in the demo). */
    async grantManageChilds(username: string) {
      await t.database.db.update(users).set({ manageChilds: true }).where(eq(users.username, username));
    },
    async audits(action: string, entity: string, entityId: number | string) {
      return t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
    },
    async auditCount() {
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      return row!.n;
    },
  };
  return kit;
}

/** A complete, valid partner body for a create or update. */
export const partnerBody = (values: Record<string, unknown>) => ({
  document_id: '',
  contact_name: 'Persona de contacto',
  phone: '0212-555-0000',
  email: 'contacto@ejemplo.com',
  address: 'Av. Principal',
  state: 'Distrito Capital',
  municipality: 'Libertador',
  ...values,
});

export const BETS = {
  min_per_play: '100',
  max_per_play: '50000',
  max_per_ticket: '500000',
  minutes_before_close: 5,
  annulment_window_minutes: 5,
  max_annulments_per_day: 10,
  prize_validity_days: 3,
};
