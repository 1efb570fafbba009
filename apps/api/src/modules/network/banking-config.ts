import type { z } from 'zod';
import type { ZUpdateBankingConfigRequest } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Scope } from '../../lib/scope';
import { findPartner } from './partner-repository';

export type UpdateBankingConfig = z.output<typeof ZUpdateBankingConfigRequest>;

/** The caller's own partner, which for this screen's roles is its banca. */
export async function ownBanca(db: Db, scope: Scope, forUpdate = false): Promise<PartnerRow> {
  const banca = await findPartner(db, scope, scope.partnerId, { kind: 'BANCA', forUpdate });
  if (!banca) throw notFound('La banca no existe.');
  return banca;
}
