import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { build } from '../../test/build';
import { PRIZE_EXPIRED, PRIZE_OWED, TICKET_STATUS_NOW } from './prize-expiry';
import { rowsOf } from './raw-query';

describe('an expired prize', () => {
  it('is expired from the instant its validity runs out, owed until then, and never both', async (context) => {
    if (!inject('pgTemplate')) {
      context.skip();
      return;
    }
    const t = await build();
    try {
      // One statement: now() is the same instant in every row.
      const rows = await rowsOf<{ label: string; expired: boolean; owed: boolean; status: string }>(
        t.database.db,
        sql`SELECT t.label, ${PRIZE_EXPIRED} AS expired, ${PRIZE_OWED} AS owed, ${TICKET_STATUS_NOW} AS status
              FROM (VALUES ('antes', 'PREMIADO', now() - interval '1 microsecond'),
                           ('en el instante', 'PREMIADO', now()),
                           ('después', 'PREMIADO', now() + interval '1 microsecond'),
                           ('sin vencimiento', 'PREMIADO', NULL::timestamptz),
                           ('pagado y vencido', 'PAGADO', now() - interval '1 day')) AS t(label, status, prize_expires_at)`,
      );
      expect(rows).toEqual([
        { label: 'antes', expired: true, owed: false, status: 'VENCIDO' },
        { label: 'en el instante', expired: true, owed: false, status: 'VENCIDO' },
        { label: 'después', expired: false, owed: true, status: 'PREMIADO' },
        { label: 'sin vencimiento', expired: false, owed: true, status: 'PREMIADO' },
        { label: 'pagado y vencido', expired: false, owed: false, status: 'PAGADO' },
      ]);
    } finally {
      await t.close();
    }
  });
});
