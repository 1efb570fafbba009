import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import type { Db } from '../db/client';

/** Who did it and from where: taken from the request once, passed to use cases. */
export interface AuditActor {
  userId: number | null;
  username: string | null;
  role: string | null;
  partnerId: number | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | bigint | null;
  /** The partner the change is about: its banca's admins see the entry in the log. */
  subjectPartnerId?: number | null;
  before?: unknown;
  after?: unknown;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const principal = request.principal;
  return {
    userId: principal?.id ?? null,
    username: principal?.username ?? null,
    role: principal?.role ?? null,
    partnerId: principal?.partner.id ?? null,
    ip: request.ip,
    requestId: request.id,
  };
}

/** Writes one audit row; call it with the transaction that makes the change. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    subjectPartnerId: entry.subjectPartnerId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/** jsonb cannot hold bigint or Date as such: store them as strings. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));
}
