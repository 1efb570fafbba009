import type { CountryIso2, Currency } from '@banca/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { partners, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../../lib/audit';
import { insertPartner } from '../../modules/partners';

export interface CreateAdminInput {
  username: string;
  password: string;
  name: string;
  bancaName: string;
  bancaCode: string;
  country: CountryIso2;
  currency: Currency;
}

/** First administrator of a new installation: its banca (created if missing) and the user. */
export async function createAdmin(db: Db, input: CreateAdminInput) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (taken) throw new Error(`El usuario «${input.username}» ya existe.`);
    const [existing] = await tx
      .select()
      .from(partners)
      .where(and(eq(sql`lower(${partners.code})`, input.bancaCode.toLowerCase()), eq(partners.kind, 'BANCA'), isNull(partners.parentId)));
    const banca =
      existing ??
      (await insertPartner(tx, { kind: 'BANCA', code: input.bancaCode, name: input.bancaName, countryIso2: input.country, currency: input.currency }, null));
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, name: input.name, passwordHash, role: 'ADMIN_BANCA', partnerId: banca.id, manageChilds: true, awardingResults: true })
      .returning({ id: users.id, username: users.username });
    const actor = { userId: null, username: 'create-admin', role: null, partnerId: null, ip: null, requestId: null };
    await recordAudit(tx, actor, { action: 'CREATE', entity: 'user', entityId: user!.id, after: { username: input.username, role: 'ADMIN_BANCA', partner: banca.code } });
    return { username: user!.username, banca: banca.name };
  });
}
